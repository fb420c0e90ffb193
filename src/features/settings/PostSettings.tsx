import { useAtomValue, useSetAtom } from "jotai";
import { useId } from "react";
import { configAtom, type DefaultVisibility } from "../../state/config";
import { updateConfigAtom } from "../../state/config-sync";
import { useLL } from "../../state/i18n";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/settings";

const VISIBILITIES: DefaultVisibility[] = ["public", "private", "subscribers"];

export function PostSettings() {
  const LL = useLL();
  const config = useAtomValue(configAtom);
  const updateConfig = useSetAtom(updateConfigAtom);
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
          checked={config.contentWarningsEnabled}
          onChange={(e) => void updateConfig({ contentWarningsEnabled: e.target.checked })}
        />
        {LL.settings.contentWarnings()}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={config.ctrlEnterEnabled}
          onChange={(e) => void updateConfig({ ctrlEnterEnabled: e.target.checked })}
        />
        {LL.settings.ctrlEnter()}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={config.altTextReminderEnabled}
          onChange={(e) => void updateConfig({ altTextReminderEnabled: e.target.checked })}
        />
        {LL.settings.altTextReminder()}
      </label>
      <div className="field">
        <label htmlFor={visibilityId}>{LL.settings.defaultVisibility()}</label>
        <select
          id={visibilityId}
          value={config.defaultVisibility}
          onChange={(e) => void updateConfig({ defaultVisibility: e.target.value as DefaultVisibility })}
        >
          {VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {visibilityName[v]}
            </option>
          ))}
        </select>
      </div>
    </SettingsSection>
  );
}
