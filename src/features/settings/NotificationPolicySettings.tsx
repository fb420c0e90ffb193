import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { NotificationPolicy } from "../../api/endpoints/account-extras";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { loadNotificationPolicyAtom } from "./session-actions";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/extras";

/** What the server's notification filters let through (read-only: Mitra derives them from the mention policy). */
export function NotificationPolicySettings() {
  const LL = useLL();
  const words = LL.extras.notifications;
  const load = useSetAtom(loadNotificationPolicyAtom);
  const [policy, setPolicy] = useState<NotificationPolicy | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    load().then(setPolicy, setError);
  }, [load]);
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
      {error !== null && <p className="error-box" role="alert">{errorMessage(LL, error)}</p>}
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
