// A new post is offered (phone tab, sidebar button) only to a person whose role may post (create_post).
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../safety/dom";

installDom("https://mitra.test/home");
const { createStore } = await import("jotai");
const { renderInApp } = await import("../support/render");
const { currentUserAtom } = await import("../../../src/state/session");
const { default: SignedInFrame } = await import("../../../src/app/Frame");
type User = import("../../../src/api/types").CredentialAccount;

(globalThis as unknown as { fetch: typeof fetch }).fetch = (() => new Promise<never>(() => undefined)) as typeof fetch;

async function frameFor(permissions: string[]) {
  const store = createStore();
  store.set(currentUserAtom, { id: "1", acct: "grace", username: "grace", avatar: "", role: { permissions_names: permissions } } as unknown as User);
  const page = await renderInApp(<SignedInFrame skip={null}>{null}</SignedInFrame>, { store, path: "/home" });
  const offers = page.container.querySelectorAll(".tab-new-post, .sidebar-new-post").length;
  await page.unmount();
  page.container.remove();
  return offers;
}

test("a person who may post gets the new-post tab and the sidebar button", async () => {
  assert.equal(await frameFor(["create_post", "create_follow_request"]), 2);
});

test("a read-only person gets neither", async () => {
  assert.equal(await frameFor(["create_follow_request"]), 0);
});
