import { atom } from "jotai";
import { configAtom, type ClientConfig } from "./config";
import { errorMessage } from "./errors";
import { LLAtom, translationsReady } from "./i18n";
import { showNoticeAtom } from "./notices";
import { apiAtom, currentUserAtom, tokenAtom } from "./session";

// Each save sends the whole config as it is when the save starts, one save at a time, so quick successive changes
// reach the server in order and the last one wins.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Changes client settings: applied and stored locally at once, then saved to the server's client_config when
 * signed in. Resolves true when the server has the change (or there is no session), false when saving failed.
 * On failure the local change is kept on purpose: the setting works on this device, and rolling a theme or
 * language back because the network is down would be worse than saying it did not reach the account.
 */
export const updateConfigAtom = atom(null, (get, set, patch: Partial<ClientConfig>): Promise<boolean> => {
  set(configAtom, patch);
  if (!get(tokenAtom) || !get(currentUserAtom)) return Promise.resolve(true);
  const run = async (): Promise<boolean> => {
    try {
      // Loaded on first use: the theme button puts this module in every first load.
      const { saveClientConfig } = await import("../api/endpoints/settings");
      const user = await saveClientConfig(get(apiAtom), { ...get(configAtom) });
      // Keep the returned user's other fields current without adopting its copy of the config, which a later
      // local change may already have replaced.
      if (get(currentUserAtom)) set(currentUserAtom, user);
      return true;
    } catch (error) {
      // The settings words load here, on failure only: this module is in every first load (the theme button).
      // The path goes through state/ so that scripts/check-i18n-imports.mjs sees the namespace import.
      await import("../state/ns/settings");
      await translationsReady();
      const LL = get(LLAtom);
      set(showNoticeAtom, { message: LL.settings.configNotSaved({ message: errorMessage(LL, error) }), kind: "error" });
      return false;
    }
  };
  const result = queue.then(run, run);
  queue = result;
  return result;
});
