// Other accounts proven to be the same person (the "Alias" badge): loaded with the badge (AliasBadge), only for a
// profile with identity proofs on Mitra, so the aliases' endpoint and reader stay out of other profiles' first load.
import { getAliases } from "../../api/endpoints/aliases";
import { parseAccount } from "../../state/account-shape";
import { defineQuery, parseList, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";

export const verifiedAliasesQuery = defineQuery({
  name: "profile-verified-aliases",
  key: (accountId: string) => accountId,
  load: async (get, accountId) => (await getAliases(get(apiAtom), accountId)).verified,
  parse: (raw) => parseList(raw).map(parseAccount),
  staleAfter: STALE_AFTER.long,
});
