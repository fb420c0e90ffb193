import { atom } from "jotai";
import { getAdminAccounts } from "../../api/endpoints/account-extras";
import { apiAtom } from "../../state/session";

export const loadAdminAccountsAtom = atom(null, (get) => getAdminAccounts(get(apiAtom)));
