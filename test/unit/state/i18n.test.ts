import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import en from "../../../locales/en";
import { LLAtom, localeAtom, NAMESPACES, setLocaleAtom } from "../../../src/state/i18n";

test("the namespace list matches the English dictionary", () => {
  assert.deepEqual([...NAMESPACES].sort(), Object.keys(en).sort());
});

test("the translation object is not mistaken for a promise", () => {
  const LL = createStore().get(LLAtom);
  assert.equal((LL as unknown as { then?: unknown }).then, undefined);
  assert.equal(LL.shell.home(), "Home");
  assert.equal(LL.post !== undefined, true);
});

test("switching locale loads its words and falls back to English for missing keys", async () => {
  const store = createStore();
  await store.set(setLocaleAtom, "de");
  assert.equal(store.get(localeAtom), "de");
  assert.ok(store.get(LLAtom).shell.home().length > 0);
  await store.set(setLocaleAtom, "en");
  assert.equal(store.get(LLAtom).shell.home(), "Home");
});
