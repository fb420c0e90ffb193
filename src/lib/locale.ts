export const LOCALES = [
  "cs", "de", "en", "es", "fa", "fr", "hu", "it", "ja", "nl", "pl",
  "pt", "pt-BR", "ro", "ru", "sk", "sl", "sv", "uk", "vi", "zh-Hans",
] as const;
export type Locale = (typeof LOCALES)[number];

const RTL = new Set<string>(["fa"]);

export const isLocale = (v: unknown): v is Locale => typeof v === "string" && (LOCALES as readonly string[]).includes(v);

export const localeDir = (locale: Locale): "rtl" | "ltr" => (RTL.has(locale) ? "rtl" : "ltr");

// Browser tags that name one of our locales under another spelling.
const ALIASES: Record<string, Locale> = { "zh-cn": "zh-Hans", "zh-sg": "zh-Hans", zh: "zh-Hans", "pt-pt": "pt" };

/** The saved choice, else the first browser language we support exactly, else its base language, else English. */
export function pickLocale(saved: unknown, browser: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  const byLower = new Map(LOCALES.map((l) => [l.toLowerCase(), l] as const));
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    const exact = byLower.get(lower) ?? ALIASES[lower];
    if (exact) return exact;
    const base = lower.split("-")[0];
    const fromBase = byLower.get(base) ?? ALIASES[base];
    if (fromBase) return fromBase;
  }
  return "en";
}
