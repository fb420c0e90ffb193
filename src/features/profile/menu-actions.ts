// The profile menu's requests: components use these, never the endpoints directly.
import { atom } from "jotai";
import { loadActivities } from "../../api/endpoints/account-lists";
import { adminDeleteAccount } from "../../api/endpoints/admin";
import { apiAtom } from "../../state/session";
import type { TranslationFunctions } from "../../../locales/i18n-types";

/** Admin: ask the server to fetch a remote profile's pinned posts or its latest posts (a background job). */
export const loadRemotePostsAtom = atom(null, (get, _set, accountId: string, collection: "featured" | "outbox") =>
  loadActivities(get(apiAtom), accountId, collection),
);

export const deleteUserAtom = atom(null, (get, _set, accountId: string) => adminDeleteAccount(get(apiAtom), accountId));

/** The API's base URL, for links to its public feeds. */
export const apiBaseUrlAtom = atom((get) => get(apiAtom).baseUrl);

/** The menu entries for the custom feeds that hold an account; their code and words load with the first call. */
export const accountListEntriesAtom = atom(null, async (get, _set, accountId: string, LL: TranslationFunctions) =>
  (await import("./account-list-entries")).accountListEntries(get(apiAtom), accountId, LL),
);
