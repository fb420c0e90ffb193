import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import type { Account } from "../../api/types";
import { isAdmin } from "../../state/permissions";
import { useLL } from "../../state/i18n";
import { relationshipFamily } from "../../state/relationships";
import { currentUserAtom, serverAtom } from "../../state/session";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import "../../state/ns/profile";

// Verified aliases are accounts that share an identity proof, and only Mitra lists them: the badge's query loads only
// for a profile with proofs on Mitra. It shows once the aliases are in, as it did when the query came with the page.
const AliasBadge = lazy(() => import("./AliasBadge"));

export interface Badge {
  key: string;
  text: string;
  title?: string;
}

const badgeItem = (b: Badge) => (
  <li key={b.key} className={`profile-badge profile-badge-${b.key}`} title={b.title}>
    {b.text}
    {b.title && <span className="visually-hidden"> ({b.title})</span>}
  </li>
);

/** Admin, Automated, Alias, Follows you, Subscription, Subscriber, Muted. */
export function ProfileBadges({ account, own }: { account: Account; own: boolean }) {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const relationship = useAtomValue(relationshipFamily(account.id));
  const askAliases = useAtomValue(serverAtom).mitra && account.identity_proofs.length > 0;

  const badges: Badge[] = [];
  if (own && isAdmin(user)) badges.push({ key: "admin", text: LL.profile.badgeAdmin() });
  if (account.bot) badges.push({ key: "bot", text: LL.profile.badgeBot() });
  const first = badges.length;
  if (!own && user && relationship) {
    if (relationship.followed_by) badges.push({ key: "follows-you", text: LL.profile.badgeFollowsYou() });
    if (relationship.subscription_to) badges.push({ key: "subscription", text: LL.profile.badgeSubscription() });
    if (relationship.subscription_from) badges.push({ key: "subscriber", text: LL.profile.badgeSubscriber() });
    if (relationship.muting) badges.push({ key: "muted", text: LL.profile.badgeMuted() });
  }
  if (badges.length === 0 && !askAliases) return null;
  // Without any badge (the aliases still on their way, or none) the list is empty and hidden (profile.css).
  return (
    <ul className="profile-badges" aria-label={LL.profile.badges()}>
      {badges.slice(0, first).map(badgeItem)}
      {askAliases && (
        // A badge is extra: without its code (lost on the way) the profile shows none, as without its aliases.
        <ErrorBoundary fallback={null}>
          <Suspense>
            <AliasBadge accountId={account.id} badge={badgeItem} />
          </Suspense>
        </ErrorBoundary>
      )}
      {badges.slice(first).map(badgeItem)}
    </ul>
  );
}
