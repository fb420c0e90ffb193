import type { Translation } from "./i18n-types";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A locale's dictionary; keys it lacks fall back to English until it is complete. */
export type PartialTranslation = DeepPartial<Translation>;
