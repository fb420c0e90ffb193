import type { Locale } from "../lib/locale";

/**
 * One namespace of another language's words (locales/<language>/<namespace>.ts). The build replaces this module
 * (build.mjs, localeWordsPlugin): there each language's namespace is a file of its own, fetched by its URL, so no
 * chunk lists the ~620 files. Here, in tests, the source file itself.
 */
const localeWords = (locale: Exclude<Locale, "en">, ns: string): Promise<Record<string, unknown>> =>
  import(`../../locales/${locale}/${ns}.ts`).then((mod: { default: Record<string, unknown> }) => mod.default);

export default localeWords;
