// useLL: one subscription per component (the words' version), none in the jotai store, and still rendered again
// when the language changes or a namespace's words arrive.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { installDom } from "../safety/dom";

const window = installDom();
const { act, createElement } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { LLAtom, setLocaleAtom, useLL } = await import("../../../src/state/i18n");

after(() => window.happyDOM.close());

test("a component reading the words subscribes to nothing in the store and follows a change of language", async () => {
  const store = createStore();
  let subscriptions = 0;
  const sub = store.sub;
  store.sub = (...args: Parameters<typeof sub>) => {
    subscriptions++;
    return sub(...args);
  };
  function Word() {
    const LL = useLL();
    return createElement("p", null, LL.shell.signIn());
  }
  const host = document.createElement("div") as unknown as HTMLElement;
  const root = createRoot(host as never);
  await act(async () => root.render(createElement(Provider as never, { store }, createElement(Word))));
  assert.equal(host.textContent, "Sign in");
  assert.equal(subscriptions, 0, "no subscription to the translation object's atom");

  await act(async () => store.set(setLocaleAtom, "de"));
  const german = store.get(LLAtom).shell.signIn();
  assert.notEqual(german, "Sign in");
  assert.equal(host.textContent, german);

  await act(async () => store.set(setLocaleAtom, "en"));
  assert.equal(host.textContent, "Sign in");
  await act(async () => root.unmount());
});

test("a namespace's words arriving after the first render show without anything else changing", async () => {
  // A fresh module instance: no namespace beyond common, errors and shell is registered yet.
  const i18n = (await import(`../../../src/state/i18n.ts?${"use-ll"}`)) as typeof import("../../../src/state/i18n");
  const store = createStore();
  function Title() {
    return createElement("h1", null, i18n.useLL().about.title());
  }
  const host = document.createElement("div") as unknown as HTMLElement;
  const root = createRoot(host as never);
  await act(async () => root.render(createElement(Provider as never, { store }, createElement(Title))));
  assert.equal(host.textContent, "", "no words before the namespace registers");
  await act(async () => store.set(i18n.setLocaleAtom, "de"));
  const about = (await import("../../../locales/en/about")).default;
  await act(async () => i18n.registerNamespace("about", about));
  await act(async () => i18n.translationsReady());
  const shown = store.get(i18n.LLAtom).about.title();
  assert.notEqual(shown, "About", "the German words, not the English ones");
  assert.ok(shown.length > 0);
  assert.equal(host.textContent, shown);
  await act(async () => store.set(i18n.setLocaleAtom, "en"));
  assert.equal(host.textContent, "About");
  await act(async () => root.unmount());
});
