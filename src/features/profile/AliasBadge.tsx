import { useLL } from "../../state/i18n";
import { useQuery } from "../../state/query";
import { verifiedAliasesQuery } from "./aliases";
import type { ReactNode } from "react";
import type { Badge } from "./ProfileBadges";
import "../../state/ns/profile";

/**
 * "Alias", naming the verified aliases; nothing when there are none or they cannot be loaded (a badge is extra).
 * Drawn by ProfileBadges' `badge`, passed in: importing ProfileBadges here would split it from the profile's chunk.
 */
export default function AliasBadge({ accountId, badge }: { accountId: string; badge: (b: Badge) => ReactNode }) {
  const LL = useLL();
  const aliases = useQuery(verifiedAliasesQuery, accountId).data ?? [];
  if (aliases.length === 0) return null;
  const list = aliases.map((a) => a.actor_id || a.url).join(", ");
  return badge({ key: "alias", text: LL.profile.badgeAlias(), title: LL.profile.aliasOf({ list }) });
}
