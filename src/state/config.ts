import { atom } from "jotai";
import { isLocale, type Locale } from "../lib/locale";
import { isRecord, load, remove, save } from "../lib/storage";
import { appShared } from "./store";

/** "system" (or unset) follows the device's light or dark preference. */
export type Theme = "system" | "light" | "dark";
export type DefaultVisibility = "public" | "private" | "subscribers";

/** Client settings, stored locally and in the server's client_config under "mitra-web". */
export interface ClientConfig {
  locale?: Locale;
  theme?: Theme; // unset: follow the system, as "system" does
  contentWarningsEnabled: boolean;
  /** Unset: no choice made here, so the server's preference applies (state/posting-defaults.ts). */
  defaultVisibility?: DefaultVisibility;
  ctrlEnterEnabled: boolean;
  conversationNewTabEnabled: boolean;
  /** Ask before publishing images, video or audio without a description (alt text). */
  altTextReminderEnabled: boolean;
  /** Single-key shortcuts (j, k, f, ? …) while no field has focus. */
  shortcutsEnabled: boolean;
}

export const DEFAULT_CONFIG: ClientConfig = {
  contentWarningsEnabled: true,
  ctrlEnterEnabled: false,
  conversationNewTabEnabled: false,
  altTextReminderEnabled: true,
  shortcutsEnabled: true,
};

const bool = (v: unknown, fallback: boolean) => (typeof v === "boolean" ? v : fallback);

/** Accepts anything; keeps each valid field and falls back to the default for the rest. */
export function parseConfig(raw: unknown): ClientConfig {
  const r = isRecord(raw) ? raw : {};
  const config: ClientConfig = {
    contentWarningsEnabled: bool(r.contentWarningsEnabled, DEFAULT_CONFIG.contentWarningsEnabled),
    ctrlEnterEnabled: bool(r.ctrlEnterEnabled, DEFAULT_CONFIG.ctrlEnterEnabled),
    conversationNewTabEnabled: bool(r.conversationNewTabEnabled, DEFAULT_CONFIG.conversationNewTabEnabled),
    altTextReminderEnabled: bool(r.altTextReminderEnabled, DEFAULT_CONFIG.altTextReminderEnabled),
    shortcutsEnabled: bool(r.shortcutsEnabled, DEFAULT_CONFIG.shortcutsEnabled),
  };
  if (r.defaultVisibility === "public" || r.defaultVisibility === "private" || r.defaultVisibility === "subscribers") {
    config.defaultVisibility = r.defaultVisibility;
  }
  if (isLocale(r.locale)) config.locale = r.locale;
  if (r.theme === "light" || r.theme === "dark" || r.theme === "system") config.theme = r.theme;
  return config;
}

// The settings of this browser stay when a session ends (shared by every session's store, see state/store.ts).
const baseConfigAtom = appShared<ClientConfig>(load("config", parseConfig, DEFAULT_CONFIG));

/** Read the config; write a partial patch, which is merged and persisted locally. */
export const configAtom = atom(
  (get) => get(baseConfigAtom),
  (get, set, patch: Partial<ClientConfig>) => {
    const next = parseConfig({ ...get(baseConfigAtom), ...patch });
    set(baseConfigAtom, next);
    save("config", next);
  },
);

/**
 * Another account's settings take over whole (state/signed-in-accounts.ts): nothing of the previous account's stays,
 * not even a language or theme this one never chose. They are stored in the account's own scope.
 */
export const replaceConfigAtom = atom(null, (_get, set, next: ClientConfig) => {
  set(baseConfigAtom, next);
  save("config", next);
});

/**
 * The settings changed on this device whose save to the account has not succeeded yet, stored in the account's own
 * scope (so per account): they outlast a reload until a save carrying them is accepted.
 */
export const loadPendingConfig = (): (keyof ClientConfig)[] => load("configPending", (raw) => (Array.isArray(raw) ? raw.filter((key): key is keyof ClientConfig => typeof key === "string") : undefined), []);
export const savePendingConfig = (keys: string[]) => (keys.length ? save("configPending", keys) : remove("configPending"));

/**
 * The account's copy over the local settings, except the ones changed here and not yet saved to it: the account's
 * copy carries no time of change, so a pending change here wins over whatever the account has for that setting.
 */
export const mergeAccountConfig = (local: ClientConfig, remote: Record<string, unknown>, pending: (keyof ClientConfig)[]) =>
  parseConfig({ ...local, ...remote, ...Object.fromEntries(pending.map((key) => [key, local[key]])) });
