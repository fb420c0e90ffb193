import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";

/** Runs an action; a success message (if any) and any failure are announced. */
export function useRunAction() {
  const LL = useLL();
  const notify = useSetAtom(showNoticeAtom);
  return useCallback(
    async (action: () => Promise<unknown>, success?: () => string) => {
      try {
        const result = await action();
        if (success && result !== undefined) notify({ message: success() });
        return true;
      } catch (error) {
        notify({ message: errorMessage(LL, error), kind: "error" });
        return false;
      }
    },
    [LL, notify],
  );
}
