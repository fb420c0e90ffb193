// One entity that fails to render leaves a one-line note in its place; its neighbours render as usual.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { Window } from "happy-dom";

const window = new Window({ url: "https://mitra.test/" });
{
  const g = globalThis as Record<string, unknown>;
  for (const key of ["window", "document", "navigator", "location", "HTMLElement", "Node", "Event", "localStorage", "MutationObserver", "getComputedStyle", "requestAnimationFrame", "cancelAnimationFrame", "IntersectionObserver", "ResizeObserver", "matchMedia"]) {
    const value = (window as unknown as Record<string, unknown>)[key];
    if (value === undefined) continue;
    Object.defineProperty(g, key, { value: typeof value === "function" && key[0] === key[0]!.toLowerCase() ? (value as Function).bind(window) : value, configurable: true, writable: true });
  }
  g.IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.fetch = (async () => new Response("{}", { status: 404, headers: { "Content-Type": "application/json" } })) as typeof fetch;
}

const { act, createElement } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { Router } = await import("wouter");
const { memoryLocation } = await import("wouter/memory-location");
const { instanceAtom } = await import("../../../../src/state/session");
const { readStatus } = await import("../../../../src/api/normalize/status");
const { readAccount } = await import("../../../../src/api/normalize/account");
const { PostCard } = await import("../../../../src/entities/post/PostCard");
const { AccountCard } = await import("../../../../src/entities/account/AccountCard");
const { NotificationGroupItem } = await import("../../../../src/features/notifications/NotificationGroupItem");

const account = (id: string) => readAccount({ id, username: `user${id}`, acct: `user${id}`, display_name: `User ${id}` })!;
const post = (id: string) => readStatus({ id, account: { id: `a${id}`, username: `user${id}` }, content: `<p>Post ${id}</p>` })!;

/** An entity that breaks while rendering: a field of the wrong type stands for any bug. */
function poisoned<T extends object>(entity: T, field: string): T {
  return { ...entity, [field]: null } as T;
}

const roots: { unmount: () => void }[] = [];
after(async () => {
  await act(async () => roots.forEach((r) => r.unmount()));
  await window.happyDOM.close();
});

async function render(element: unknown): Promise<HTMLElement> {
  const store = createStore();
  store.set(instanceAtom, { uri: "mitra.test", title: "Test" } as never);
  const host = document.createElement("div") as unknown as HTMLElement;
  document.body.append(host as never);
  const root = createRoot(host as never);
  roots.push(root);
  const quiet = console.error;
  console.error = () => undefined;
  const { hook } = memoryLocation({ path: "/home" });
  try {
    await act(async () => root.render(createElement(Provider as never, { store }, createElement(Router as never, { hook }, element as never))));
  } finally {
    console.error = quiet;
  }
  return host;
}

test("a list of posts with one poisoned entry shows the others and one note", async () => {
  const items = [post("1"), poisoned(post("2"), "media_attachments"), post("3")];
  const host = await render(createElement("div", null, ...items.map((p, i) => createElement(PostCard, { key: i, post: p }))));
  assert.deepEqual([...host.querySelectorAll("article")].map((a) => a.getAttribute("data-post-id")), ["1", "3"]);
  assert.equal((host.textContent ?? "").split("This post could not be shown").length - 1, 1);
});

test("a poisoned account card or notification is replaced by its own note", async () => {
  const cards = [account("1"), { ...poisoned(account("2"), "acct"), username: null as never, emojis: null as never }];
  const host = await render(createElement("div", null, ...cards.map((a, i) => createElement(AccountCard, { key: i, account: a }))));
  assert.match(host.textContent ?? "", /User 1/);
  assert.match(host.textContent ?? "", /This profile could not be shown/);

  const group = { key: "g", status: null, items: [poisoned({ id: "9", type: "follow", account: account("3"), created_at: "2025-01-01T00:00:00Z" }, "account")] };
  const list = await render(createElement("ul", null, createElement(NotificationGroupItem, { group: group as never, unread: new Set<string>(), onDismissed: () => undefined })));
  assert.match(list.textContent ?? "", /This notification could not be shown/);
  assert.equal(list.querySelectorAll("li").length, 1);
});
