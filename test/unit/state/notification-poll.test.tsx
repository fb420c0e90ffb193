// The badges' poll (useNotificationPolling): the first one waits for an idle moment, so its requests and answers do
// not interrupt the page's first screen (home's first posts); a page left before then asks for nothing.
import assert from "node:assert/strict";
import { after, beforeEach, test } from "node:test";
import { installDom } from "../safety/dom";

const window = installDom();
(window as unknown as { MITRA_CONFIG: unknown }).MITRA_CONFIG = { apiUrl: "https://social.example" };
const g = globalThis as unknown as { fetch: typeof fetch; requestIdleCallback?: (run: () => void) => number };
const { act, createElement } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { useNotificationPolling } = await import("../../../src/state/notification-count");
const { currentUserAtom, tokenAtom } = await import("../../../src/state/session");

after(() => window.happyDOM.close());

let calls: string[];
let idle: (() => void)[];

beforeEach(() => {
  calls = [];
  idle = [];
  g.requestIdleCallback = (run) => idle.push(run);
  g.fetch = (async (input: RequestInfo) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.pathname);
    const body = url.pathname === "/api/v1/markers" ? {} : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
});

function Poller() {
  useNotificationPolling();
  return null;
}

async function mounted() {
  const store = createStore();
  store.set(tokenAtom, "token");
  store.set(currentUserAtom, { id: "me", username: "me", acct: "me" } as never);
  const root = createRoot(document.createElement("div") as never);
  await act(async () => root.render(createElement(Provider as never, { store }, createElement(Poller))));
  return root;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

test("the first poll waits for an idle moment, then asks for the notifications and the marker", async () => {
  const root = await mounted();
  await settle();
  assert.deepEqual(calls, [], "nothing asked for while the page is busy");
  assert.equal(idle.length, 1);
  await act(async () => idle.splice(0).forEach((run) => run()));
  await settle();
  assert.deepEqual(calls.toSorted(), ["/api/v1/markers", "/api/v1/notifications"]);
  await act(async () => root.unmount());
});

test("a poller gone before the idle moment asks for nothing", async () => {
  const root = await mounted();
  await act(async () => root.unmount());
  idle.splice(0).forEach((run) => run());
  await settle();
  assert.deepEqual(calls, []);
});
