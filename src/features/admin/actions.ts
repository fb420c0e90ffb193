import { getAdminAccounts, type AdminAccount } from "../../api/endpoints/admin-accounts";
import { adoptAccounts } from "../../state/account-cache";
import { defineQuery, parseList, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";

export type { AdminAccount };

/** Every local account with its role and last sign-in (admins only). */
export const adminAccountsQuery = defineQuery({
  name: "admin-accounts",
  key: (_all: "all") => "all",
  load: (get) => getAdminAccounts(get(apiAtom)),
  parse: (raw) => parseList<AdminAccount>(raw),
  staleAfter: STALE_AFTER.normal,
  adopt: (get, set, list) => adoptAccounts(get, set, list.map((a) => a.account)),
});
