import { useAtomValue, useSetAtom } from "jotai";
import { useId, useMemo } from "react";
import { isLocale, LOCALES, type Locale } from "../../lib/locale";
import { configAtom } from "../../state/config";
import { setLocaleAtom, useLL, useLocale } from "../../state/i18n";
import { SettingsSection } from "./SettingsSection";
import { useSaveConfig } from "./useSaveConfig";
import "../../state/ns/settings";

/** Each language named in itself, from the browser's own data (constants §13). */
function nativeName(locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

const THEMES = ["system", "light", "dark"] as const;

export function AppearanceSettings() {
  const LL = useLL();
  const locale = useLocale();
  const config = useAtomValue(configAtom);
  const { save: updateConfig, saving } = useSaveConfig();
  const setLocale = useSetAtom(setLocaleAtom);
  const languageId = useId();
  const names = useMemo(() => LOCALES.map((l) => [l, nativeName(l)] as const), []);
  const theme = config.theme ?? "system";

  const chooseLocale = (value: string) => {
    if (!isLocale(value) || saving) return;
    void setLocale(value);
    updateConfig({ locale: value });
  };

  return (
    <SettingsSection title={LL.settings.appearanceSection()}>
      {/* Applied at once, saved on this device and to the account. */}
      <fieldset className="theme-choice">
        <legend>{LL.settings.theme.label()}</legend>
        {THEMES.map((value) => (
          <label key={value} className="segment">
            <input type="radio" name="theme" value={value} aria-disabled={saving} checked={theme === value} onChange={() => updateConfig({ theme: value })} />
            {LL.settings.theme[value]()}
          </label>
        ))}
      </fieldset>
      <label className="check">
        <input type="checkbox" aria-disabled={saving} checked={config.shortcutsEnabled} onChange={(e) => updateConfig({ shortcutsEnabled: e.target.checked })} />
        {LL.settings.shortcuts.enabled()}
      </label>
      <div className="field">
        <label htmlFor={languageId}>{LL.settings.language()}</label>
        <select id={languageId} aria-disabled={saving} value={locale} onChange={(e) => chooseLocale(e.target.value)}>
          {names.map(([code, name]) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </SettingsSection>
  );
}
