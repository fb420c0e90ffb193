// Lists the keys a locale lacks, with their English text, as JSON: the to-do list for a translator.
// Usage: node --import ./scripts/ts-loader.mjs scripts/i18n-missing.ts <locale> [namespace…]
import en from "../locales/en";
import { LOCALES } from "../src/lib/locale";

type Dict = { [key: string]: string | Dict };

export function flatten(dict: Dict, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(dict)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

export async function missingKeys(locale: string): Promise<Map<string, string>> {
  const mod = (await import(`../locales/${locale}/index.ts`)) as { default: Dict };
  const have = flatten(mod.default);
  const missing = new Map<string, string>();
  for (const [key, text] of flatten(en as unknown as Dict)) if (!have.has(key)) missing.set(key, text);
  return missing;
}

if (process.argv[1]?.endsWith("i18n-missing.ts")) {
  const [locale, ...namespaces] = process.argv.slice(2);
  if (!locale || !(LOCALES as readonly string[]).includes(locale)) {
    console.error(`usage: i18n-missing.ts <locale> [namespace…]; locales: ${LOCALES.join(", ")}`);
    process.exit(2);
  }
  const missing = await missingKeys(locale);
  const picked = [...missing].filter(([k]) => namespaces.length === 0 || namespaces.includes(k.split(".")[0]));
  console.log(JSON.stringify(Object.fromEntries(picked), null, 2));
}
