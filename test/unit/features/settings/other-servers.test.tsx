// Settings that only Mitra keeps are not offered on other servers: there they would look saved and do nothing.
import { afterEach, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "./dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { Router } = await import("wouter");
const { memoryLocation } = await import("wouter/memory-location");
const { PostSettings } = await import("../../../../src/features/settings/PostSettings");
const { default: ProfileEditView } = await import("../../../../src/features/settings/ProfileEditView");
const { NotificationPolicySettings } = await import("../../../../src/features/settings/NotificationPolicySettings");
const { apiAtom, currentUserAtom, instanceAtom, tokenAtom } = await import("../../../../src/state/session");
const { fakeApi } = await import("../../support/fake-api");

const MASTODON = { uri: "example.social", title: "Example", version: "4.3.0", configuration: {} };
const MITRA = { uri: "mitra.test", title: "Test", version: "4.3.0 (compatible; Mitra 4.16.0)", configuration: {} };
const USER = {
  id: "1",
  username: "alice",
  acct: "alice",
  display_name: "Alice",
  note: "",
  fields: [],
  source: { note: "", fields: [], privacy: "public" },
  mention_policy: "none",
  avatar: null,
  header: null,
};

// The instance is shared by every store: the next test starts without one.
afterEach(() => createStore().set(instanceAtom, null));

async function render(node: React.ReactNode, instance: object, answer: unknown = {}) {
  const store = createStore();
  store.set(apiAtom, fakeApi(() => ({ body: answer })).api);
  store.set(instanceAtom, instance as never);
  store.set(tokenAtom, "t");
  store.set(currentUserAtom, USER as never);
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <Provider store={store}>
        <Router hook={memoryLocation({ path: "/settings" }).hook}>{node}</Router>
      </Provider>,
    ),);
  return { container, unmount: () => act(async () => root.unmount()) };
}

const selectNamed = (root: ParentNode, name: string) => {
  const label = [...root.querySelectorAll("label")].find((l) => l.textContent?.trim() === name);
  return label ? root.querySelector<HTMLSelectElement>(`[id="${label.htmlFor}"]`) : null;
};
const options = (select: HTMLSelectElement | null) => [...(select?.options ?? [])].map((o) => o.value);

test("default post visibility: subscribers-only is offered on Mitra, not on another server", async () => {
  const mitra = await render(<PostSettings />, MITRA);
  assert.deepEqual(options(selectNamed(mitra.container, "Default post visibility")), ["public", "private", "subscribers"]);
  await mitra.unmount();
  const other = await render(<PostSettings />, MASTODON);
  assert.deepEqual(options(selectNamed(other.container, "Default post visibility")), ["public", "private"]);
  await other.unmount();
});

test("profile: who may mention the account is a Mitra setting, not offered on another server", async () => {
  const mitra = await render(<ProfileEditView />, MITRA);
  assert.ok(selectNamed(mitra.container, "Accept mentions from"));
  await mitra.unmount();
  const other = await render(<ProfileEditView />, MASTODON);
  assert.ok(other.container.querySelector("form"), "the form is there");
  assert.equal(selectNamed(other.container, "Accept mentions from"), null);
  await other.unmount();
});

test("notification filters: Mastodon's 'filter' keeps them out of the list; the hint about mention settings is Mitra's", async () => {
  const policy = { for_not_following: "filter", for_not_followers: "accept", for_new_accounts: "drop", for_private_mentions: "accept" };
  const shown = async (instance: object) => {
    const view = await render(<NotificationPolicySettings />, instance, policy);
    for (let i = 0; i < 50 && !view.container.querySelector("dd"); i++) await act(() => new Promise((r) => setTimeout(r, 5)));
    const values = [...view.container.querySelectorAll("dd")].map((dd) => dd.textContent);
    const hint = view.container.querySelector(".hint")?.textContent ?? null;
    await view.unmount();
    return { values, hint };
  };
  const other = await shown(MASTODON);
  assert.deepEqual(other.values, ["Hidden", "Shown", "Hidden", "Shown"]);
  assert.equal(other.hint, null);
  assert.match((await shown(MITRA)).hint ?? "", /mention settings/);
});
