import { test } from "node:test";
import assert from "node:assert/strict";
import { localeDir, pickLocale } from "../../../src/lib/locale";

test("a saved locale wins over the browser's", () => {
  assert.equal(pickLocale("de", ["fr-FR"]), "de");
});

test("an exact browser match is used, case-insensitively", () => {
  assert.equal(pickLocale(undefined, ["pt-br", "en"]), "pt-BR");
  assert.equal(pickLocale(undefined, ["zh-Hans"]), "zh-Hans");
});

test("an unsupported regional tag falls back to its base language", () => {
  assert.equal(pickLocale(undefined, ["de-AT"]), "de");
  assert.equal(pickLocale(undefined, ["pt-PT"]), "pt");
  assert.equal(pickLocale(undefined, ["zh-CN"]), "zh-Hans");
});

test("the first supported browser language is taken, else English", () => {
  assert.equal(pickLocale(undefined, ["xx", "ja-JP", "de"]), "ja");
  assert.equal(pickLocale(undefined, ["xx-YY"]), "en");
  assert.equal(pickLocale(undefined, []), "en");
  assert.equal(pickLocale("klingon", []), "en");
});

test("Persian is right-to-left, the rest left-to-right", () => {
  assert.equal(localeDir("fa"), "rtl");
  assert.equal(localeDir("en"), "ltr");
});
