import { useAtomValue } from "jotai";
import { useLL } from "../../state/i18n";
import { useLoadTexts, useQuery } from "../../state/query";
import { serverAtom } from "../../state/session";
import { LoadStatus } from "../../ui/LoadStatus";
import { notificationPolicyQuery } from "./session-actions";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/extras";

/**
 * What the server's notification filters let through (read-only: Mitra derives them from the mention policy). Only
 * "accept" lets them into the list: Mastodon's "filter" keeps them in an inbox of their own, as hidden as "drop".
 */
export function NotificationPolicySettings() {
  const LL = useLL();
  // The hint names the mention setting, which only Mitra has; Mastodon sets the filters in its own pages.
  const { mitra } = useAtomValue(serverAtom);
  const words = LL.extras.notifications;
  const texts = useLoadTexts();
  const { data: policy, status, error, refresh } = useQuery(notificationPolicyQuery, "all");
  const rows = policy
    ? [
        [words.forNotFollowing(), policy.for_not_following],
        [words.forNotFollowers(), policy.for_not_followers],
        [words.forNewAccounts(), policy.for_new_accounts],
        [words.forPrivateMentions(), policy.for_private_mentions],
      ]
    : [];
  return (
    <SettingsSection title={words.policyTitle()}>
      {mitra && <p className="hint">{words.policyHint()}</p>}
      <LoadStatus status={status} hasData={policy !== undefined} error={error} onRetry={refresh} texts={texts} />
      {policy && (
        <dl className="policy-list">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value === "accept" ? words.accept() : words.drop()}</dd>
            </div>
          ))}
        </dl>
      )}
    </SettingsSection>
  );
}
