import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useSyncExternalStore } from "react";
import { configAtom } from "../state/config";
import { updateConfigAtom } from "../state/config-sync";
import { useLL } from "../state/i18n";
import { IconSvg, THEME_PATHS } from "../ui/IconSvg";

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");
const subscribe = (cb: () => void) => {
  const q = darkQuery();
  q.addEventListener("change", cb);
  return () => q.removeEventListener("change", cb);
};

/** Follows the system (the default, or "system") until the person chooses; the choice is saved locally and to the account. */
export function useEffectiveTheme(): "light" | "dark" {
  const config = useAtomValue(configAtom);
  const systemDark = useSyncExternalStore(subscribe, () => darkQuery().matches, () => false);
  const theme = config.theme === "light" || config.theme === "dark" ? config.theme : systemDark ? "dark" : "light";
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}

/** A quick switch to the other theme; settings offer "system" as well. */
export function ThemeToggle() {
  const LL = useLL();
  const updateConfig = useSetAtom(updateConfigAtom);
  const theme = useEffectiveTheme();
  const next = theme === "dark" ? "light" : "dark";
  const label = next === "light" ? LL.common.themeToLight() : LL.common.themeToDark();
  return (
    <button type="button" className="icon-button theme-toggle" onClick={() => void updateConfig({ theme: next })} aria-label={label} title={label}>
      <IconSvg d={THEME_PATHS[theme === "dark" ? "sun" : "moon"]} />
    </button>
  );
}
