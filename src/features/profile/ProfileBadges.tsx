import { useAtomValue } from "jotai";
import type { Account } from "../../api/types";
import { isAdmin } from "../../state/permissions";
import { useLL } from "../../state/i18n";
import { relationshipFamily } from "../../state/relationships";
import { useQuery } from "../../state/query";
import { currentUserAtom, serverAtom } from "../../state/session";
import { verifiedAliasesQuery } from "./queries";
import "../../state/ns/profile";

/** Admin, Automated, Alias, Follows you, Subscription, Subscriber, Muted. */
export function ProfileBadges({ account, own }: { account: Account; own: boolean }) {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const relationship = useAtomValue(relationshipFamily(account.id));
  // Verified aliases are accounts that share an identity proof, and only Mitra lists them: other profiles are not
  // asked about. A badge is extra: when the aliases cannot be loaded the profile simply shows none.
  const askAliases = useAtomValue(serverAtom).mitra && account.identity_proofs.length > 0;
  const aliases = useQuery(verifiedAliasesQuery, askAliases ? account.id : null).data ?? [];

  const badges: { key: string; text: string; title?: string }[] = [];
  if (own && isAdmin(user)) badges.push({ key: "admin", text: LL.profile.badgeAdmin() });
  if (account.bot) badges.push({ key: "bot", text: LL.profile.badgeBot() });
  if (aliases.length > 0) {
    const list = aliases.map((a) => a.actor_id || a.url).join(", ");
    badges.push({ key: "alias", text: LL.profile.badgeAlias(), title: LL.profile.aliasOf({ list }) });
  }
  if (!own && user && relationship) {
    if (relationship.followed_by) badges.push({ key: "follows-you", text: LL.profile.badgeFollowsYou() });
    if (relationship.subscription_to) badges.push({ key: "subscription", text: LL.profile.badgeSubscription() });
    if (relationship.subscription_from) badges.push({ key: "subscriber", text: LL.profile.badgeSubscriber() });
    if (relationship.muting) badges.push({ key: "muted", text: LL.profile.badgeMuted() });
  }
  if (badges.length === 0) return null;
  return (
    <ul className="profile-badges" aria-label={LL.profile.badges()}>
      {badges.map((b) => (
        <li key={b.key} className={`profile-badge profile-badge-${b.key}`} title={b.title}>
          {b.text}
          {b.title && <span className="visually-hidden"> ({b.title})</span>}
        </li>
      ))}
    </ul>
  );
}
