import type { Translation } from "./i18n-types";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A locale's dictionary; keys it lacks fall back to English (tests require every key). */
export type PartialTranslation = DeepPartial<Translation>;

/** One namespace of a locale, in locales/<locale>/<namespace>.ts. */
export type NamespaceTranslation<N extends keyof Translation> = DeepPartial<Translation[N]>;
