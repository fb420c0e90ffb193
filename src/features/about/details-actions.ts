// The v2 instance answer (monthly active users) and the domains the server blocks (signed-in users only).
import { getDomainBlocks, getInstanceV2, type DomainBlock } from "../../api/endpoints/server-details";
import { defineQuery, parseObject, STALE_AFTER } from "../../state/query";
import { apiAtom, isAuthenticatedAtom } from "../../state/session";

export interface ServerDetails {
  activeUsers: number | null;
  blocks: DomainBlock[] | null;
}

export const serverDetailsQuery = defineQuery({
  name: "server-details",
  key: (signedIn: boolean) => String(signedIn),
  load: async (get): Promise<ServerDetails> => {
    const api = get(apiAtom);
    const [v2, blocks] = await Promise.all([
      // Older servers have no v2 instance; the page simply leaves the figure out.
      getInstanceV2(api).catch(() => null),
      get(isAuthenticatedAtom) ? getDomainBlocks(api) : Promise.resolve(null),
    ]);
    return { activeUsers: v2?.usage?.users?.active_month ?? null, blocks };
  },
  parse: (raw) => parseObject<ServerDetails>(raw),
  staleAfter: STALE_AFTER.long,
});
