import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { LLAtom, localeAtom, setLocaleAtom } from "../../../src/state/i18n";

test("the translation object is not mistaken for a promise", () => {
  const LL = createStore().get(LLAtom);
  assert.equal((LL as unknown as { then?: unknown }).then, undefined);
  assert.equal(LL.shell.home(), "Home");
});

test("switching locale loads its dictionary and falls back to English for missing keys", async () => {
  const store = createStore();
  await store.set(setLocaleAtom, "de");
  assert.equal(store.get(localeAtom), "de");
  assert.equal(typeof store.get(LLAtom).shell.home(), "string");
  assert.ok(store.get(LLAtom).shell.home().length > 0);
});
