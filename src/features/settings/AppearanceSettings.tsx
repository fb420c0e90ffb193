import { useAtomValue, useSetAtom } from "jotai";
import { useId, useMemo } from "react";
import { isLocale, LOCALES, type Locale } from "../../lib/locale";
import { configAtom } from "../../state/config";
import { updateConfigAtom } from "../../state/config-sync";
import { setLocaleAtom, useLL, useLocale } from "../../state/i18n";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/settings";

/** Each language named in itself, from the browser's own data (constants §13). */
function nativeName(locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

const systemPrefersDark = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;

export function AppearanceSettings() {
  const LL = useLL();
  const locale = useLocale();
  const config = useAtomValue(configAtom);
  const updateConfig = useSetAtom(updateConfigAtom);
  const setLocale = useSetAtom(setLocaleAtom);
  const languageId = useId();
  const names = useMemo(() => LOCALES.map((l) => [l, nativeName(l)] as const), []);
  const dark = (config.theme ?? (systemPrefersDark() ? "dark" : "light")) === "dark";

  const chooseLocale = (value: string) => {
    if (!isLocale(value)) return;
    void setLocale(value);
    void updateConfig({ locale: value });
  };

  return (
    <SettingsSection title={LL.settings.appearanceSection()}>
      <label className="check">
        <input type="checkbox" checked={dark} onChange={(e) => void updateConfig({ theme: e.target.checked ? "dark" : "light" })} />
        {LL.settings.darkMode()}
      </label>
      <label className="check">
        <input type="checkbox" checked={config.shortcutsEnabled} onChange={(e) => void updateConfig({ shortcutsEnabled: e.target.checked })} />
        {LL.settings.shortcuts.enabled()}
      </label>
      <div className="field">
        <label htmlFor={languageId}>{LL.settings.language()}</label>
        <select id={languageId} value={locale} onChange={(e) => chooseLocale(e.target.value)}>
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
