// Every locale has exactly the English keys, with the same placeholders.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import en from "../../../locales/en";
import { LOCALES } from "../../../src/lib/locale";
import { flatten } from "../../../scripts/i18n-missing";

type Dict = { [key: string]: string | Dict };
const base = flatten(en as unknown as Dict);
// {name} and {count:number} must survive translation; plural parts {{…}} are the language's own business.
const placeholders = (text: string) =>
  [...new Set([...text.replace(/\{\{[^{}]*\}\}/g, "").matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]))].sort();

test("all 21 locales are present as folders", () => {
  const folders = readdirSync("locales", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  assert.deepEqual([...folders].sort(), [...LOCALES].sort());
});

for (const locale of LOCALES.filter((l) => l !== "en")) {
  test(`${locale}: no extra keys and the same placeholders`, async () => {
    const dict = flatten(((await import(`../../../locales/${locale}/index.ts`)) as { default: Dict }).default);
    const extra = [...dict.keys()].filter((k) => !base.has(k));
    assert.deepEqual(extra, [], "keys English does not have");
    for (const [key, text] of dict) {
      assert.deepEqual(placeholders(text), placeholders(base.get(key)!), `${locale} ${key}: placeholders differ`);
      assert.ok(text.trim().length > 0, `${locale} ${key} is empty`);
    }
  });

  test(`${locale}: every key is translated`, async () => {
    const dict = flatten(((await import(`../../../locales/${locale}/index.ts`)) as { default: Dict }).default);
    const missing = [...base.keys()].filter((k) => !dict.has(k));
    assert.deepEqual(missing, [], `${missing.length} keys missing`);
  });
}
