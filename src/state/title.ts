import { atom, useAtomValue } from "jotai";
import { useLayoutEffect } from "react";
import { LLAtom } from "./i18n";
import { instanceAtom } from "./session";

/** Unread notifications shown before the title, "(3) Home | …"; 0 shows none. Set by the notification poller. */
export const titleCountAtom = atom(0);

/** Sets the document title to "{page} | {instance title}" (or the instance title alone), after the unread count. */
export function usePageTitle(page?: string | null): void {
  const instance = useAtomValue(instanceAtom);
  const LL = useAtomValue(LLAtom);
  const count = useAtomValue(titleCountAtom);
  // Layout effect: the title changes in the same commit as the page it names.
  useLayoutEffect(() => {
    const site = instance?.title || LL.common.appName();
    const title = page ? LL.common.pageTitle({ page, instance: site }) : site;
    document.title = count > 0 ? LL.common.live.unreadTitle({ count, title }) : title;
  }, [page, instance?.title, LL, count]);
}
