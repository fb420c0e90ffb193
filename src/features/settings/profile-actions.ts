// Saving the own profile: the profile form's one intent.
import { atom } from "jotai";
import { updateCredentials } from "../../api/endpoints/account-settings";
import type { CredentialAccount, ProfileUpdate } from "../../api/types";
import { updateCurrentUserAtom } from "../../state/account-cache";
import { apiAtom, serverAtom } from "../../state/session";

export const saveProfileAtom = atom(null, async (get, set, update: ProfileUpdate): Promise<CredentialAccount> => {
  const user = await updateCredentials(get(apiAtom), update, get(serverAtom).mitra);
  set(updateCurrentUserAtom, user);
  return user;
});
