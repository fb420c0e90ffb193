import { useLL } from "../../state/i18n";
import { useLoadTexts, useQuery } from "../../state/query";
import { LoadStatus } from "../../ui/LoadStatus";
import { notificationPolicyQuery } from "./session-actions";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/extras";

/** What the server's notification filters let through (read-only: Mitra derives them from the mention policy). */
export function NotificationPolicySettings() {
  const LL = useLL();
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
      <p className="hint">{words.policyHint()}</p>
      <LoadStatus status={status} hasData={policy !== undefined} error={error} onRetry={refresh} texts={texts} />
      {policy && (
        <dl className="policy-list">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value === "drop" ? words.drop() : words.accept()}</dd>
            </div>
          ))}
        </dl>
      )}
    </SettingsSection>
  );
}
