import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { href } from "../../paths";
import { configAtom } from "../../state/config";
import { updateConfigAtom } from "../../state/config-sync";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { serverAtom } from "../../state/session";
import { deleteAccountAtom } from "./actions";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/settings";

/** Import, migration, experiments and account deletion: the rarely used end of the settings page. */
export function AccountSettings() {
  const LL = useLL();
  const config = useAtomValue(configAtom);
  // Importing follows or followers, aliases, moving followers and deleting the account use Mitra's own settings API.
  const { mitra } = useAtomValue(serverAtom);
  const updateConfig = useSetAtom(updateConfigAtom);
  const deleteAccount = useSetAtom(deleteAccountAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      if (await deleteAccount()) {
        showNotice({ message: LL.settings.accountDeleted() });
        navigate(href.landing(), { replace: true });
        return;
      }
    } catch (e) {
      showNotice({ message: errorMessage(LL, e), kind: "error" });
    }
    setDeleting(false);
  };

  return (
    <>
      {mitra && (
        <>
          <SettingsSection title={LL.settings.importSection()}>
            <Link href={href.importFollows()}>{LL.settings.importFollowsLink()}</Link>
          </SettingsSection>
          <SettingsSection title={LL.settings.migrateSection()}>
            <ul className="settings-links">
              <li>
                <Link href={href.aliases()}>{LL.settings.manageIdentities()}</Link>
              </li>
              <li>
                <Link href={href.moveFollowers()}>{LL.settings.moveFollowersLink()}</Link>
              </li>
            </ul>
          </SettingsSection>
        </>
      )}
      <SettingsSection title={LL.settings.experimentsSection()}>
        <details className="experiments">
          <summary>{LL.settings.experimentsSummary()}</summary>
          {mitra && (
            <p>
              <Link href={href.importFollowers()}>{LL.settings.importFollowersLink()}</Link>
            </p>
          )}
          <label className="check">
            <input
              type="checkbox"
              checked={config.conversationNewTabEnabled}
              onChange={(e) => void updateConfig({ conversationNewTabEnabled: e.target.checked })}
            />
            {LL.settings.conversationNewTab()}
          </label>
        </details>
      </SettingsSection>
      {mitra && (
        <SettingsSection title={LL.settings.dangerSection()}>
          <button type="button" className="button danger" aria-disabled={deleting} onClick={() => void remove()}>
            {LL.settings.deleteAccount()}
          </button>
        </SettingsSection>
      )}
    </>
  );
}
