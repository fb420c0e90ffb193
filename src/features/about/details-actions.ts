// The v2 instance answer (monthly active users) and the domains the server blocks (signed-in users only).
import { atom } from "jotai";
import { getDomainBlocks, getInstanceV2 } from "../../api/endpoints/account-extras";
import { apiAtom, isAuthenticatedAtom } from "../../state/session";

export const loadServerDetailsAtom = atom(null, async (get) => {
  const api = get(apiAtom);
  const [v2, blocks] = await Promise.all([
    // Older servers have no v2 instance; the page simply leaves the figure out.
    getInstanceV2(api).catch(() => null),
    get(isAuthenticatedAtom) ? getDomainBlocks(api) : Promise.resolve(null),
  ]);
  return { activeUsers: v2?.usage?.users?.active_month ?? null, blocks };
});
