import { useAtom } from "jotai";
import { useEffect, useSyncExternalStore } from "react";
import { configAtom } from "../state/config";
import { useLL } from "../state/i18n";

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");
const subscribe = (cb: () => void) => {
  const q = darkQuery();
  q.addEventListener("change", cb);
  return () => q.removeEventListener("change", cb);
};

/** Follows the system until the person chooses; the choice is saved with the client settings. */
export function useEffectiveTheme(): "light" | "dark" {
  const [config] = useAtom(configAtom);
  const systemDark = useSyncExternalStore(subscribe, () => darkQuery().matches, () => false);
  const theme = config.theme ?? (systemDark ? "dark" : "light");
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}

export function ThemeToggle() {
  const LL = useLL();
  const [, setConfig] = useAtom(configAtom);
  const theme = useEffectiveTheme();
  const next = theme === "dark" ? "light" : "dark";
  const label = next === "light" ? LL.common.themeToLight() : LL.common.themeToDark();
  return (
    <button type="button" className="icon-button" onClick={() => setConfig({ theme: next })} aria-label={label} title={label}>
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  );
}
