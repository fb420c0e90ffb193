import { atom, useAtomValue, useSetAtom } from "jotai";
import { useLayoutEffect } from "react";
import { LLAtom } from "./i18n";
import { instanceAtom } from "./session";

/** Unread notifications shown before the title, "(3) Home | …"; 0 shows none. Set by the notification poller. */
export const titleCountAtom = atom(0);

/** The name of the page on screen (null: the instance's own page), which the header shows. */
export const pageNameAtom = atom<string | null>(null);

/** Sets the document title to "{page} | {instance title}" (or the instance title alone), after the unread count. */
export function usePageTitle(page?: string | null): void {
  const instance = useAtomValue(instanceAtom);
  const LL = useAtomValue(LLAtom);
  const count = useAtomValue(titleCountAtom);
  const setPageName = useSetAtom(pageNameAtom);
  // Layout effect: the title changes in the same commit as the page it names.
  useLayoutEffect(() => {
    const site = instance?.title || LL.common.appName();
    const title = page ? LL.common.pageTitle({ page, instance: site }) : site;
    document.title = count > 0 ? LL.common.live.unreadTitle({ count, title }) : title;
    setPageName(page ?? null);
  }, [page, instance?.title, LL, count, setPageName]);
}
