import { test } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";

const window = new Window({ url: "https://social.example/" });
const g = globalThis as Record<string, unknown>;
for (const key of ["window", "document", "navigator", "HTMLElement", "Node", "Element", "Event"]) {
  Object.defineProperty(g, key, { value: (window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
}
g.IS_REACT_ACT_ENVIRONMENT = true;

const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { createStore, Provider } = await import("jotai");
const { useMutation } = await import("../../../src/state/mutation");
const { noticesAtom } = await import("../../../src/state/notices");
const { ApiError } = await import("../../../src/api/client");
const { MalformedAnswer } = await import("../../../src/state/query");
const { LLAtom } = await import("../../../src/state/i18n");
type Mutation = import("../../../src/state/mutation").Mutation<[string], string>;

function harness(action: (s: string) => Promise<string>, notifyError = false, describe?: (e: unknown) => string | undefined) {
  const store = createStore();
  const seen: { current: Mutation | null } = { current: null };
  function Probe() {
    seen.current = useMutation(action, { notifyError, describe });
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(<Provider store={store}><Probe /></Provider>));
  return { store, m: () => seen.current! };
}

test("pending while running, nothing sent twice, the value on success", async () => {
  let calls = 0;
  let finish!: (v: string) => void;
  const { m } = harness(() => (calls++, new Promise<string>((r) => (finish = r))));
  let first!: Promise<unknown>;
  let second!: Promise<unknown>;
  await act(async () => {
    first = m().run("a");
    second = m().run("a");
  });
  assert.equal(m().pending, true);
  assert.deepEqual(await second, { ok: false });
  await act(async () => {
    finish("done");
    await first;
  });
  assert.equal(calls, 1);
  assert.deepEqual(await first, { ok: true, value: "done" });
  assert.equal(m().pending, false);
  assert.equal(m().error, null);
});

test("a failure gives the translated message inline, and as a notice when asked", async () => {
  const { m, store } = harness(() => Promise.reject(new ApiError(429, "Too Many Requests")), true);
  await act(async () => void (await m().run("x")));
  const LL = store.get(LLAtom);
  assert.equal(m().error, LL.errors.tooManyRequests());
  assert.equal(store.get(noticesAtom)[0]?.message, LL.errors.tooManyRequests());
  assert.equal(store.get(noticesAtom)[0]?.kind, "error");
});

test("a malformed answer has its own sentence", async () => {
  const { m, store } = harness(() => Promise.reject(new MalformedAnswer("x")));
  await act(async () => void (await m().run("x")));
  assert.equal(m().error, store.get(LLAtom).common.query.malformed());
  assert.equal(store.get(noticesAtom).length, 0);
});

test("a form's own sentence for a failure it knows; the general one for the rest", async () => {
  class NoWallet extends Error {}
  const describe = (e: unknown) => (e instanceof NoWallet ? "no wallet here" : undefined);
  const known = harness(() => Promise.reject(new NoWallet()), true, describe);
  await act(async () => void (await known.m().run("x")));
  assert.equal(known.m().error, "no wallet here");
  assert.equal(known.store.get(noticesAtom)[0]?.message, "no wallet here");
  const other = harness(() => Promise.reject(new ApiError(429, "Too Many Requests")), false, describe);
  await act(async () => void (await other.m().run("x")));
  assert.equal(other.m().error, other.store.get(LLAtom).errors.tooManyRequests());
});
