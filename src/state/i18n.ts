import { atom, useStore } from "jotai";
import { useSyncExternalStore } from "react";
import { i18nString } from "typesafe-i18n";
import common from "../../locales/en/common";
import errors from "../../locales/en/errors";
import shell from "../../locales/en/shell";
import type { Translation, TranslationFunctions } from "../../locales/i18n-types";
import { localeDir, type Locale } from "../lib/locale";
import loadLocaleWords from "./locale-words";
import { appShared } from "./store";
import { useStoreValue } from "./use-store-value";

// The dictionary is split by namespace (locales/en/<namespace>.ts). The shell's namespaces are always here; a
// feature's namespace arrives with the code that uses it (src/state/ns/<namespace>.ts registers it), so no route
// downloads the words of screens it does not show. Other languages overlay English, namespace by namespace: each
// language's namespace is a file of its own (state/locale-words.ts), fetched when the namespace registers, or earlier
// when the build's route map says a screen on its way will register it (wordsAhead).

/** A namespace of words: a key of the English dictionary (locales/en/index.ts, typed by the generated i18n-types). */
export type Namespace = keyof Translation;
type Dict = Record<string, unknown>;

const english: Partial<Record<Namespace, Dict>> = { common, errors, shell };
// The words shown, one object per namespace, replaced whenever a namespace's words change (fill): the translation
// functions look the namespace up at each access, and a namespace not registered yet reads as no words. English
// objects are used as they are (nothing mutates them).
const dictionary: Partial<Record<Namespace, Dict>> = { common, errors, shell };

/** Deep merge: the locale's strings over English, so a missing key shows English rather than nothing. */
function withFallback(base: Dict, over: Dict): Dict {
  const out: Dict = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const b = base[key];
    out[key] =
      typeof value === "object" && value !== null && typeof b === "object" && b !== null
        ? withFallback(b as Dict, value as Dict)
        : value;
  }
  return out;
}

// Bumped whenever a namespace's words change: the lookups remembered below are then read afresh.
let wordsGeneration = 0;

type Say = (text: string, ...args: unknown[]) => string;

/**
 * One level of the translation object (the root, a namespace, a group of words): each key read is remembered until
 * the words change, so reading a word costs a map lookup per level (a page of post cards reads a few thousand words). A
 * word is a function that fills in its arguments; anything else is a level below. A level is callable (a word that
 * is missing says nothing rather than throwing). The root hides "then": jotai and React would otherwise take the
 * object for a promise and suspend forever; below it, "then" may be a word ("press g then h").
 */
function level(say: Say, read: () => unknown, root: boolean): unknown {
  let memo = new Map<string, unknown>();
  let generation = wordsGeneration;
  return new Proxy(() => "", {
    get: (_target, key) => {
      if (typeof key !== "string" || (root && key === "then")) return undefined;
      if (generation !== wordsGeneration) {
        memo = new Map();
        generation = wordsGeneration;
      }
      let kept = memo.get(key);
      if (kept === undefined) {
        const value = (read() as Dict | undefined)?.[key];
        kept = typeof value === "string" ? (...args: unknown[]) => say(value, ...args) : level(say, () => (read() as Dict | undefined)?.[key], false);
        memo.set(key, kept);
      }
      return kept;
    },
  });
}

function translate(locale: Locale): TranslationFunctions {
  return level(i18nString(locale) as Say, () => dictionary, true) as TranslationFunctions;
}

// The language shown, or being switched to: a namespace that registers while that language's words are on the way
// (a view module the entry preloaded) fetches them too, rather than staying English.
let requested: Locale = "en";
let version = 0;
const listeners = new Set<() => void>();
const pending = new Set<Promise<void>>();

function changed() {
  version++;
  for (const listener of listeners) listener();
}

function fill(ns: Namespace, words: Dict) {
  dictionary[ns] = words;
  wordsGeneration++;
}

// Each language's namespaces asked for, each fetched once (by language/namespace).
const fetched = new Map<string, Promise<Dict>>();

function localeWords(locale: Locale, ns: Namespace): Promise<Dict> {
  if (locale === "en") return Promise.resolve({});
  const key = `${locale}/${ns}`;
  let words = fetched.get(key);
  if (!words) {
    words = loadLocaleWords(locale, ns).catch(() => {
      fetched.delete(key); // not reachable now: English stays, and the next use tries again
      return {};
    });
    fetched.set(key, words);
  }
  return words;
}

// Namespaces a part on its way will register (wordsAhead): their words start with the part's code, not after it.
const ahead = new Set<Namespace>();
// The namespaces each lazily loaded part registers, by the function that loads it (knowWords).
const partWords = new Map<unknown, readonly string[]>();

/**
 * What the build's route map says a lazily loaded part (a view, the signed-in frame) registers, keyed by the
 * function that loads it (app/prefetch.ts tells it at start).
 */
export function knowWords(load: unknown, namespaces: readonly string[]): void {
  partWords.set(load, namespaces);
}

/**
 * Called as a part starts loading (app/Router.tsx, app/Shell.tsx): in another language, the words of the namespaces
 * it registers are fetched now, alongside its code, rather than once the code has run. Those of a language still to
 * be chosen start when it is (setLocaleAtom).
 */
export function wordsAhead(load: unknown): void {
  for (const ns of (partWords.get(load) ?? []) as Namespace[]) {
    if (english[ns]) continue;
    ahead.add(ns);
    void localeWords(requested, ns);
  }
}

function track(promise: Promise<void>) {
  pending.add(promise);
  void promise.finally(() => pending.delete(promise));
}

/** Called when a namespace's English words load with the code that uses them; fetches the current language's. */
export function registerNamespace(ns: Namespace, words: Dict): void {
  if (english[ns]) return;
  english[ns] = words;
  ahead.delete(ns);
  fill(ns, words);
  if (requested === "en") return;
  const locale = requested;
  track(
    localeWords(locale, ns).then((translated) => {
      if (requested !== locale) return;
      fill(ns, withFallback(words, translated));
      changed();
    }),
  );
}

/** Resolves when the current language's words for every registered namespace are in. */
export async function translationsReady(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

export const localeAtom = appShared<Locale>("en");
// The translation object is callable, and jotai treats a function given to atom() or set() as a getter or an
// updater, so it is kept wrapped.
const translationAtom = appShared<{ LL: TranslationFunctions }>({ LL: translate("en") });
export const LLAtom = atom((get) => get(translationAtom).LL);

/** Downloads only the chosen language's words for the namespaces in use, then switches without a reload. */
export const setLocaleAtom = atom(null, async (_get, set, locale: Locale) => {
  requested = locale;
  for (const ns of ahead) void localeWords(locale, ns);
  const loaded = Object.keys(english) as Namespace[];
  const words = await Promise.all(loaded.map((ns) => localeWords(locale, ns)));
  // A later choice wins, whichever language's words arrive first.
  if (requested !== locale) return;
  // English needs no merge: its own objects are shown (a start in English copies nothing).
  loaded.forEach((ns, i) => fill(ns, locale === "en" ? english[ns]! : withFallback(english[ns]!, words[i])));
  set(translationAtom, { LL: translate(locale) });
  set(localeAtom, locale);
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDir(locale);
  }
  changed();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The translation object, rendered again when a namespace's words arrive or the language changes. One subscription
 * for both: a language switch replaces the object and then bumps the version too (setLocaleAtom), so the version
 * alone says when to render again. A post card has a dozen parts that read words; a second subscription each, to the
 * object's atom, was ~220 more subscriptions to make (and later to remove) for a page of 20 cards.
 */
export function useLL(): TranslationFunctions {
  useSyncExternalStore(subscribe, () => version, () => version);
  return useStore().get(LLAtom);
}
/** The language shown, or on its way when a switch is under way. */
export const requestedLocale = (): Locale => requested;

export const useLocale = (): Locale => useStoreValue(localeAtom);

export type { TranslationFunctions };
