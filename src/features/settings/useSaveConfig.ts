import { useSetAtom } from "jotai";
import { useCallback, useRef, useState } from "react";
import type { ClientConfig } from "../../state/config";
import { updateConfigAtom } from "../../state/config-sync";

/**
 * Client settings as a section saves them: `saving` while a change is on its way to the account, during which
 * further changes are ignored (the controls say so with aria-disabled, keeping focus where it is).
 */
export function useSaveConfig() {
  const update = useSetAtom(updateConfigAtom);
  const [saving, setSaving] = useState(false);
  const running = useRef(false);
  const save = useCallback(
    (patch: Partial<ClientConfig>) => {
      if (running.current) return;
      running.current = true;
      setSaving(true);
      void update(patch).finally(() => {
        running.current = false;
        setSaving(false);
      });
    },
    [update],
  );
  return { save, saving };
}
