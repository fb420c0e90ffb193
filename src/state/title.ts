import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { LLAtom } from "./i18n";
import { instanceAtom } from "./session";

/** Sets the document title to "{page} | {instance title}" (or the instance title alone). */
export function usePageTitle(page?: string | null): void {
  const instance = useAtomValue(instanceAtom);
  const LL = useAtomValue(LLAtom);
  useEffect(() => {
    const site = instance?.title || LL.common.appName();
    document.title = page ? LL.common.pageTitle({ page, instance: site }) : site;
  }, [page, instance?.title, LL]);
}
