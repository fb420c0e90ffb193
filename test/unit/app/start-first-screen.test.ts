// The entry's first module (src/app/start-first-screen.ts) starts the first screen's requests in a microtask of its
// own, not from the entry's top level, and holds the rest of the entry until they have started.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { Window } from "happy-dom";

const window = new Window({ url: "https://social.example/" });
const g = globalThis as Record<string, unknown>;
for (const key of ["window", "document", "location", "localStorage"]) {
  Object.defineProperty(g, key, { value: (window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
}
const sent: { url: string; afterTick: boolean }[] = [];
g.__sent = sent;
g.fetch = (url: string) => {
  sent.push({ url: String(url), afterTick: g.__ticked === true });
  return new Promise(() => {});
};

test("the first screen's requests start in a microtask, before the modules after the first one run", async () => {
  // An entry as main.tsx is: a module before start-first-screen (which queues a microtask as it runs), then
  // start-first-screen, then the entry's own body, which notes how many requests had started.
  const mark = `data:text/javascript,${encodeURIComponent("queueMicrotask(() => { globalThis.__ticked = true; });")}`;
  const first = pathToFileURL("src/app/start-first-screen.ts").href;
  const entry = `import ${JSON.stringify(mark)}; import { firstView } from ${JSON.stringify(first)}; globalThis.__before = globalThis.__sent.length; export { firstView };`;
  const { firstView } = (await import(`data:text/javascript,${encodeURIComponent(entry)}`)) as { firstView: Promise<unknown> };
  assert.ok(firstView instanceof Promise);
  assert.deepEqual(sent.map((s) => s.url), ["https://social.example/api/v1/instance"], "a visitor's first screen asks for the instance");
  assert.equal(g.__before, 1, "the request had started when the entry's own code ran");
  // Sent from the entry's top level it would have gone before any microtask (the stack of a request sent there
  // holds the whole entry, which the developer tools make the browser read again).
  assert.equal(sent[0].afterTick, true, "sent from a microtask queued after the modules before it ran");
});

test("should starting fail, the entry goes on: the error is logged and the view is not waited for", async (t) => {
  g.fetch = () => {
    throw new Error("no fetch here");
  };
  const logged = t.mock.method(console, "error", () => {});
  // The same module evaluated again (another URL), now with a fetch that throws.
  const again = `${pathToFileURL("src/app/start-first-screen.ts").href}?again`;
  const { firstView } = (await import(again)) as { firstView: Promise<unknown> };
  assert.equal(await firstView, undefined);
  assert.match(String(logged.mock.calls[0]?.arguments[1]), /no fetch here/);
});
