import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { feedsAtom, loadFeedsAtom } from "./actions";

/** The user's custom feeds, loaded (again) when a page that lists them opens. */
export function useFeeds() {
  const feeds = useAtomValue(feedsAtom);
  const load = useSetAtom(loadFeedsAtom);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setError(null);
    load().catch(setError);
  }, [load, attempt]);
  return { feeds, error, retry: () => setAttempt((n) => n + 1) };
}
