import { atom, useAtomValue, useSetAtom } from "jotai";
import { useLayoutEffect } from "react";
import { LLAtom } from "./i18n";
import { instanceAtom } from "./session";

/** The name of the page on screen (null: the instance's own page), which the header shows. */
export const pageNameAtom = atom<string | null>(null);

/** Sets the document title to "{page} | {instance title}" (or the instance title alone). */
export function usePageTitle(page?: string | null): void {
  const instance = useAtomValue(instanceAtom);
  const LL = useAtomValue(LLAtom);
  const setPageName = useSetAtom(pageNameAtom);
  // Layout effect: the title changes in the same commit as the page it names.
  useLayoutEffect(() => {
    const site = instance?.title || LL.common.appName();
    document.title = page ? LL.common.pageTitle({ page, instance: site }) : site;
    setPageName(page ?? null);
  }, [page, instance?.title, LL, setPageName]);
}
