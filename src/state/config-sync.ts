import { atom } from "jotai";
import { configAtom, loadPendingConfig, savePendingConfig, type ClientConfig } from "./config";
import { errorMessage } from "./errors";
import { LLAtom } from "./i18n";
import { showNoticeAtom } from "./notices";
import { apiAtom, currentUserAtom, onPendingConfig, tokenAtom } from "./session";

// Each save sends the whole config as it is when the save starts, one save at a time, so quick successive changes
// reach the server in order and the last one wins.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Sends the whole config to the account. The settings it carries stop being pending once the server has them; on
 * failure they stay pending and go again with the next change or at the next start (state/session.ts).
 * `notify`: say so when it fails (a change the person just made) rather than retry quietly.
 */
export const pushConfigAtom = atom(null, (get, set, notify: boolean): Promise<boolean> => {
  const run = async (): Promise<boolean> => {
    if (!get(tokenAtom) || !get(currentUserAtom)) return true;
    try {
      // Loaded on first use: the theme button puts this module in every first load. A module that cannot come
      // (offline) is the connection's failure, and errorMessage says so (state/errors: isConnectionLost).
      const { saveClientConfig } = await import("../api/endpoints/settings");
      const sent = { ...get(configAtom) };
      const user = await saveClientConfig(get(apiAtom), sent);
      // A setting changed again meanwhile stays pending for the next save.
      savePendingConfig(loadPendingConfig().filter((key) => get(configAtom)[key] !== sent[key]));
      // Keep the returned user's other fields current without adopting its copy of the config, which a later
      // local change may already have replaced.
      if (get(currentUserAtom)) set(currentUserAtom, user);
      return true;
    } catch (error) {
      if (!notify) return false;
      // In the errors' words, which every page has: offline, no other words could load to say so.
      const LL = get(LLAtom);
      set(showNoticeAtom, { message: LL.errors.configNotSaved({ message: errorMessage(LL, error) }), kind: "error" });
      return false;
    }
  };
  const result = queue.then(run, run);
  queue = result;
  return result;
});

onPendingConfig((_get, set) => void set(pushConfigAtom, false));

/**
 * Changes client settings: applied and stored locally at once, then saved to the server's client_config when
 * signed in. Resolves true when the server has the change (or there is no session), false when saving failed.
 * On failure the local change is kept on purpose, marked pending for this account: the setting works on this
 * device, wins over the account's older copy at the next start, and is sent again until the server takes it.
 */
export const updateConfigAtom = atom(null, (get, set, patch: Partial<ClientConfig>): Promise<boolean> => {
  set(configAtom, patch);
  if (!get(tokenAtom) || !get(currentUserAtom)) return Promise.resolve(true);
  savePendingConfig([...new Set([...loadPendingConfig(), ...Object.keys(patch)])]);
  return set(pushConfigAtom, true);
});
