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

test("components reading the same atom share one store subscription, kept while any of them is mounted", async () => {
  const store = createStore();
  const word = atom("one");
  let active = 0;
  let made = 0;
  const sub = store.sub;
  store.sub = (...args: Parameters<typeof sub>) => {
    made++;
    active++;
    const stop = sub(...args);
    return () => {
      active--;
      stop();
    };
  };
  const Word = ({ n }: { n: number }) => createElement("span", null, `${n}:${useStoreValue(word)} `);
  const host = document.createElement("div") as unknown as HTMLElement;
  const root = createRoot(host as never);
  const show = (count: number) =>
    root.render(createElement(Provider as never, { store }, ...Array.from({ length: count }, (_, n) => createElement(Word, { n, key: n }))));
  await act(async () => show(3));
  assert.equal(host.textContent, "0:one 1:one 2:one ");
  assert.equal(made, 1, "one subscription for three readers");
  await act(async () => store.set(word, "two"));
  assert.equal(host.textContent, "0:two 1:two 2:two ");
  await act(async () => show(1));
  assert.equal(active, 1, "kept while a reader is mounted");
  await act(async () => store.set(word, "three"));
  assert.equal(host.textContent, "0:three ");
  await act(async () => show(0));
  assert.equal(active, 0, "gone with the last reader");
  await act(async () => show(2));
  assert.equal(host.textContent, "0:three 1:three ");
  assert.equal(made, 2);
  await act(async () => store.set(word, "four"));
  assert.equal(host.textContent, "0:four 1:four ");
  await act(async () => root.unmount());
  assert.equal(active, 0);
});

test("a reader that goes away while the others are told of a change does not stop them being told", async () => {
  const store = createStore();
  const word = atom("one");
  // The first reader unmounts the second when the value changes, in the same render pass.
  function First() {
    const value = useStoreValue(word);
    return createElement("div", null, value, value === "one" ? createElement(Second) : null, createElement(Third));
  }
  function Second() {
    return createElement("span", null, ` second:${useStoreValue(word)}`);
  }
  function Third() {
    return createElement("span", null, ` third:${useStoreValue(word)}`);
  }
  const host = document.createElement("div") as unknown as HTMLElement;
  const root = createRoot(host as never);
  await act(async () => root.render(createElement(Provider as never, { store }, createElement(First))));
  assert.equal(host.textContent, "one second:one third:one");
  await act(async () => store.set(word, "two"));
  assert.equal(host.textContent, "two third:two");
  await act(async () => store.set(word, "one"));
  assert.equal(host.textContent, "one second:one third:one");
  await act(async () => root.unmount());
});
