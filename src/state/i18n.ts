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

/**
 * typesafe-i18n's object answers every property with a function, "then" included, so jotai and React would take it
 * for a promise and suspend forever. The guard hides "then".
 */
function translate(locale: Locale, dictionary: Translation): TranslationFunctions {
  const LL = i18nObject<Locale, Translation, TranslationFunctions, Record<string, never>>(locale, dictionary, {});
  return new Proxy(LL, { get: (target, key) => (key === "then" ? undefined : Reflect.get(target, key)) });
}

export const localeAtom = atom<Locale>("en");
// The translation object is callable, and jotai treats a function given to atom() or set() as a getter or an
// updater, so it is kept wrapped.
const translationAtom = atom<{ LL: TranslationFunctions }>({ LL: translate("en", en as unknown as Translation) });
export const LLAtom = atom((get) => get(translationAtom).LL);

/** Downloads only the chosen locale's dictionary, then switches without a reload. */
export async function loadDictionary(locale: Locale): Promise<Translation> {
  if (locale === "en") return en as unknown as Translation;
  const mod = (await import(`../../locales/${locale}/index.ts`)) as { default: Record<string, unknown> };
  return withFallback(en as unknown as Record<string, unknown>, mod.default) as Translation;
}

export const setLocaleAtom = atom(null, async (_get, set, locale: Locale) => {
  const dictionary = await loadDictionary(locale);
  set(translationAtom, { LL: translate(locale, dictionary) });
  set(localeAtom, locale);
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDir(locale);
  }
});

export const useLL = (): TranslationFunctions => useAtomValue(LLAtom);
export const useLocale = (): Locale => useAtomValue(localeAtom);

export type { TranslationFunctions };
