import { atom, useAtomValue } from "jotai";
import { i18nObject } from "typesafe-i18n";
import en from "../../locales/en";
import type { Translation, TranslationFunctions } from "../../locales/i18n-types";
import { localeDir, type Locale } from "../lib/locale";

/** Deep merge: the locale's strings over English, so a missing key shows English rather than nothing. */
function withFallback(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const b = base[key];
    out[key] =
      typeof value === "object" && value !== null && typeof b === "object" && b !== null
        ? withFallback(b as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

const translate = (locale: Locale, dictionary: Translation) =>
  i18nObject<Locale, Translation, TranslationFunctions, Record<string, never>>(locale, dictionary, {});

export const localeAtom = atom<Locale>("en");
export const LLAtom = atom<TranslationFunctions>(translate("en", en as unknown as Translation));

/** Downloads only the chosen locale's dictionary, then switches without a reload. */
export async function loadDictionary(locale: Locale): Promise<Translation> {
  if (locale === "en") return en as unknown as Translation;
  const mod = (await import(`../../locales/${locale}/index.ts`)) as { default: Record<string, unknown> };
  return withFallback(en as unknown as Record<string, unknown>, mod.default) as Translation;
}

export const setLocaleAtom = atom(null, async (_get, set, locale: Locale) => {
  const dictionary = await loadDictionary(locale);
  set(LLAtom, translate(locale, dictionary));
  set(localeAtom, locale);
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDir(locale);
  }
});

export const useLL = (): TranslationFunctions => useAtomValue(LLAtom);
export const useLocale = (): Locale => useAtomValue(localeAtom);

export type { TranslationFunctions };
