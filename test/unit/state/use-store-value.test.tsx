// useStoreValue: a component renders once when it mounts (jotai's useAtomValue renders it a second time), and again
// only when its atom changes.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { installDom } from "../safety/dom";

const window = installDom();
const { act, createElement } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, atom, createStore } = await import("jotai");
const { useStoreValue } = await import("../../../src/state/use-store-value");

after(() => window.happyDOM.close());

test("a component reading an atom renders once as it mounts, then once per change of the value", async () => {
  const store = createStore();
  const word = atom("one");
  const shown = atom((get) => ({ text: get(word) }));
  let renders = 0;
  function Word() {
    renders++;
    return createElement("p", null, useStoreValue(shown).text);
  }
  const host = document.createElement("div") as unknown as HTMLElement;
  const root = createRoot(host as never);
  await act(async () => root.render(createElement(Provider as never, { store }, createElement(Word))));
  assert.equal(host.textContent, "one");
  assert.equal(renders, 1);
  await act(async () => store.set(word, "one"));
  assert.equal(renders, 1, "the same value renders nothing");
  await act(async () => store.set(word, "two"));
  assert.equal(host.textContent, "two");
  assert.equal(renders, 2);
  await act(async () => root.unmount());
});
