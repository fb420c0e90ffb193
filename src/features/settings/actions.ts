// Settings-page intents: each owns the request, adopting the server's answer and ending the session (saving the
// profile is ./profile-actions, so the profile form loads neither these nor the settings words).
import { atom } from "jotai";
import {
  changePassword,
  deleteAccount,
  exportFollowers,
  exportFollows,
  importFollowers,
  importFollows,
} from "../../api/endpoints/settings";
import { LLAtom } from "../../state/i18n";
import { confirmAtom } from "../../state/notices";
import { apiAtom, signOutLocallyAtom } from "../../state/session";
import { updateCurrentUserAtom } from "../../state/account-cache";
import "../../state/ns/settings";

export const changePasswordAtom = atom(null, async (get, set, password: string): Promise<void> => {
  set(updateCurrentUserAtom, await changePassword(get(apiAtom), password));
});

/** Saves the text as a file through a temporary object URL. */
function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type ExportKind = "follows" | "followers";

export const downloadExportAtom = atom(null, async (get, _set, kind: ExportKind): Promise<void> => {
  const api = get(apiAtom);
  const text = kind === "follows" ? await exportFollows(api) : await exportFollowers(api);
  downloadText(text, `${kind}.csv`);
});

/** Resolves false when the person cancels; after deletion the session ends in this browser. */
export const deleteAccountAtom = atom(null, async (get, set): Promise<boolean> => {
  const LL = get(LLAtom);
  const ok = await set(confirmAtom, { message: LL.settings.deleteAccountConfirm(), confirmLabel: LL.settings.deleteAccount() });
  if (!ok) return false;
  await deleteAccount(get(apiAtom));
  set(signOutLocallyAtom, false);
  return true;
});

export const importFollowersAtom = atom(
  null,
  async (get, set, input: { fromActorId: string; csv: string }): Promise<void> => {
    set(updateCurrentUserAtom, await importFollowers(get(apiAtom), input.fromActorId.trim(), input.csv.trim()));
  },
);

export const importFollowsAtom = atom(null, async (get, _set, csv: string): Promise<void> => {
  await importFollows(get(apiAtom), csv.trim());
});
