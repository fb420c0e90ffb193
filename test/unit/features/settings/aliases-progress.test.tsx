// The aliases page shows, in words, that an alias is being added or removed until the server answers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../subscriptions/dom";
import { typeInto } from "./dom";

installDom();
const { act } = await import("react");
const { createStore } = await import("jotai");
const { renderInApp } = await import("../../support/render");
const { default: AliasesView } = await import("../../../../src/features/settings/AliasesView");
const { apiAtom, currentUserAtom, tokenAtom } = await import("../../../../src/state/session");
const { fakeApi, deferred } = await import("../../support/fake-api");

const bob = { id: "b1", username: "bob", acct: "bob@far.example", display_name: "Bob", url: "https://far.example/@bob", avatar: null, emojis: [], fields: [] };
const withBob = { declared: [bob], declared_all: [{ id: "https://far.example/users/bob", account: bob }], verified: [] };
const none = { declared: [], declared_all: [], verified: [] };

test("adding and removing an alias shows its progress, and the page is marked busy meanwhile", async () => {
  const added = deferred();
  const removed = deferred();
  const fake = fakeApi(async ({ method, url }) => {
    if (url.pathname.endsWith("/aliases/all")) return { body: none };
    if (url.pathname === "/api/v1/accounts/search") return { body: [bob] };
    if (method === "POST" && url.pathname === "/api/v1/settings/aliases") return added.promise.then(() => ({ body: withBob }));
    if (method === "POST" && url.pathname === "/api/v1/settings/aliases/remove") return removed.promise.then(() => ({ body: none }));
    return { status: 404, body: { error: "not found" } };
  });
  const store = createStore();
  store.set(apiAtom, fake.api);
  store.set(tokenAtom, "t");
  store.set(currentUserAtom, { id: "me", username: "alice", acct: "alice" } as never);
  const { container, unmount } = await renderInApp(<AliasesView />, { store, path: "/settings/aliases" });
  const settle = () => act(() => new Promise((r) => setTimeout(r, 10)));
  const status = () => [...container.querySelectorAll(".alias-progress")].map((p) => p.textContent).join("");
  await settle();
  const form = container.querySelector("form")!;
  assert.equal(status(), "", "nothing in progress");

  await act(async () => typeInto(container.querySelector<HTMLInputElement>("form input")!, "bob@far.example"));
  await act(async () => form.requestSubmit());
  for (let i = 0; i < 50 && status() === ""; i++) await settle();
  assert.equal(status(), "Adding the alias…");
  assert.equal(form.getAttribute("aria-busy"), "true");
  added.resolve();
  for (let i = 0; i < 50 && status() !== ""; i++) await settle();
  assert.equal(status(), "");
  assert.equal(form.getAttribute("aria-busy"), "false");

  const remove = container.querySelector<HTMLButtonElement>("button[aria-label='Remove alias Bob']")!;
  await act(async () => remove.click());
  assert.equal(status(), "Removing the alias…");
  assert.equal(container.querySelector(".alias-list")!.getAttribute("aria-busy"), "true");
  removed.resolve();
  for (let i = 0; i < 50 && container.querySelector(".alias-list"); i++) await settle();
  assert.equal(status(), "");
  await unmount();
});
