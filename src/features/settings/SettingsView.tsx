import { useAtomValue } from "jotai";
import { Link } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { can, subscriptionsEnabled } from "../../state/permissions";
import { currentUserAtom, instanceAtom, serverAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { AccountSettings } from "./AccountSettings";
import { AppearanceSettings } from "./AppearanceSettings";
import { AuthenticationSettings } from "./AuthenticationSettings";
import { ExportSettings } from "./ExportSettings";
import { NotificationPolicySettings } from "./NotificationPolicySettings";
import { PostSettings } from "./PostSettings";
import { SessionsSettings } from "./SessionsSettings";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/settings";
import "./settings.css";

export default function SettingsView() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  // Password and wallet sign-in methods, sessions and exports are Mitra's own settings API.
  const { mitra } = useAtomValue(serverAtom);
  usePageTitle(LL.settings.title());
  return (
    <div className="settings">
      <h1>{LL.settings.title()}</h1>
      <SettingsSection title={LL.settings.profileSection()}>
        <Link href={href.profileSettings()}>{LL.settings.editProfile()}</Link>
      </SettingsSection>
      {subscriptionsEnabled(instance) && can(user, "manage_subscription_options") && (
        <SettingsSection title={LL.settings.subscriptionsSection()}>
          <Link href={href.subscriptionSettings()}>{LL.settings.manageSubscriptions()}</Link>
        </SettingsSection>
      )}
      <AppearanceSettings />
      <PostSettings />
      {mitra && <AuthenticationSettings />}
      {mitra && <SessionsSettings />}
      <NotificationPolicySettings />
      {mitra && <ExportSettings />}
      <AccountSettings />
    </div>
  );
}
