import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { LLAtom, localeAtom, setLocaleAtom } from "../../../src/state/i18n";

test("a namespace has no words until it registers, then its English words, also in a translation object made before", async () => {
  // A fresh module instance: no namespace beyond common, errors and shell is registered yet, and no list of the
  // namespaces is kept (the dictionary makes a namespace's entry when its words arrive).
  const i18n = (await import(`../../../src/state/i18n.ts?${"registering"}`)) as typeof import("../../../src/state/i18n");
  const LL = createStore().get(i18n.LLAtom);
  assert.equal(LL.about.title(), "");
  i18n.registerNamespace("about", (await import("../../../locales/en/about")).default);
  assert.equal(LL.about.title(), "About");
});

test("the translation object is not mistaken for a promise", () => {
  const LL = createStore().get(LLAtom);
  assert.equal((LL as unknown as { then?: unknown }).then, undefined);
  assert.equal(LL.shell.signIn(), "Sign in");
  assert.equal(LL.post !== undefined, true);
});

test("switching locale loads its words and falls back to English for missing keys", async () => {
  const store = createStore();
  await store.set(setLocaleAtom, "de");
  assert.equal(store.get(localeAtom), "de");
  assert.ok(store.get(LLAtom).shell.signIn().length > 0);
  await store.set(setLocaleAtom, "en");
  assert.equal(store.get(LLAtom).shell.signIn(), "Sign in");
});

test("a namespace that registers while another language is on its way gets that language's words", async () => {
  // A fresh module instance: no namespace beyond common, errors and shell is registered yet.
  const i18n = (await import(`../../../src/state/i18n.ts?${"while-switching"}`)) as typeof import("../../../src/state/i18n");
  const about = (await import("../../../locales/en/about")).default;
  const store = createStore();
  const switching = store.set(i18n.setLocaleAtom, "de");
  // The view module the entry preloaded runs before the language's words have arrived.
  i18n.registerNamespace("about", about);
  await switching;
  await i18n.translationsReady();
  assert.equal(store.get(i18n.LLAtom).about.title(), "Über");
});

test("the last language asked for wins, even when an earlier one's words arrive later", async () => {
  const store = createStore();
  await store.set(setLocaleAtom, "fr");
  // French is in already; Swedish still has to be fetched, so its answer comes after French's.
  const slow = store.set(setLocaleAtom, "sv");
  const fast = store.set(setLocaleAtom, "fr");
  await Promise.all([slow, fast]);
  assert.equal(store.get(localeAtom), "fr");
  await store.set(setLocaleAtom, "en");
});

test("each level of the translation object is read once and kept until the words change", async () => {
  const i18n = (await import(`../../../src/state/i18n.ts?${"remembered"}`)) as typeof import("../../../src/state/i18n");
  const store = createStore();
  const LL = store.get(i18n.LLAtom);
  // A page of post cards reads the same words thousands of times: no new object per read.
  assert.equal(LL.shell, LL.shell);
  assert.equal(LL.shell.signIn, LL.shell.signIn);
  assert.equal(LL.shell.signIn(), "Sign in");
  assert.match(LL.shell.unreadNotifications({ count: 3 }), /3/);
  // A word that is missing says nothing instead of throwing.
  assert.equal((LL.shell as unknown as Record<string, () => string>).noSuchWord(), "");
  // A namespace read before its words arrived shows them once they do.
  const before = LL.about;
  assert.equal(typeof before.title, "function");
  i18n.registerNamespace("about", (await import("../../../locales/en/about")).default);
  assert.notEqual(LL.about, before);
  assert.equal(LL.about.title(), "About");
});

test("a word named then is still a word below the root", () => {
  const LL = createStore().get(LLAtom);
  assert.equal((LL as unknown as { then?: unknown }).then, undefined);
  assert.equal(typeof LL.shortcuts.then, "function");
});
