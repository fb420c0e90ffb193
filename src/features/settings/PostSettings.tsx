import { useAtomValue } from "jotai";
import { useId } from "react";
import { configAtom, type DefaultVisibility } from "../../state/config";
import { useLL } from "../../state/i18n";
import { currentUserAtom, serverAtom } from "../../state/session";
import { SettingsSection } from "./SettingsSection";
import { useSaveConfig } from "./useSaveConfig";
import "../../state/ns/settings";

const VISIBILITIES: DefaultVisibility[] = ["public", "private", "subscribers"];
/** Other servers have no subscribers-only posts (a Mitra feature): the editor does not offer them there either. */
const STANDARD_VISIBILITIES: DefaultVisibility[] = ["public", "private"];

export function PostSettings() {
  const LL = useLL();
  const config = useAtomValue(configAtom);
  // Without a choice made here, new posts get the account's default on the server (its preferences), so that
  // is what shows; the signed-in account carries it, no request needed.
  const serverDefault = useAtomValue(currentUserAtom)?.source?.privacy;
  const choices = useAtomValue(serverAtom).mitra ? VISIBILITIES : STANDARD_VISIBILITIES;
  const chosen = config.defaultVisibility ?? serverDefault ?? "public";
  const visibility = choices.includes(chosen) ? chosen : "public";
  const { save: updateConfig, saving } = useSaveConfig();
  const visibilityId = useId();
  const visibilityName: Record<DefaultVisibility, string> = {
    public: LL.settings.visibilityPublic(),
    private: LL.settings.visibilityFollowers(),
    subscribers: LL.settings.visibilitySubscribers(),
  };
  return (
    <SettingsSection title={LL.settings.postsSection()}>
      <label className="check">
        <input
          type="checkbox"
          aria-disabled={saving}
          checked={config.contentWarningsEnabled}
          onChange={(e) => updateConfig({ contentWarningsEnabled: e.target.checked })}
        />
        {LL.settings.contentWarnings()}
      </label>
      <label className="check">
        <input
          type="checkbox"
          aria-disabled={saving}
          checked={config.ctrlEnterEnabled}
          onChange={(e) => updateConfig({ ctrlEnterEnabled: e.target.checked })}
        />
        {LL.settings.ctrlEnter()}
      </label>
      <label className="check">
        <input
          type="checkbox"
          aria-disabled={saving}
          checked={config.altTextReminderEnabled}
          onChange={(e) => updateConfig({ altTextReminderEnabled: e.target.checked })}
        />
        {LL.settings.altTextReminder()}
      </label>
      <div className="field">
        <label htmlFor={visibilityId}>{LL.settings.defaultVisibility()}</label>
        <select
          id={visibilityId}
          aria-disabled={saving}
          value={visibility}
          onChange={(e) => updateConfig({ defaultVisibility: e.target.value as DefaultVisibility })}
        >
          {choices.map((v) => (
            <option key={v} value={v}>
              {visibilityName[v]}
            </option>
          ))}
        </select>
      </div>
    </SettingsSection>
  );
}
