// The handle on a post card is the full address for local authors too (@user@instance, spec §9 and §41): shortened
// to @user it would read the same as a person of that name on any other server (docs/DESIGN.md, "Post cards").
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { createStore } = await import("jotai");
const { renderInApp } = await import("../../support/render");
const { PostHeader } = await import("../../../../src/entities/post/PostHeader");
const { instanceAtom } = await import("../../../../src/state/session");

async function handleShown(account: { id: string; username: string; acct: string }): Promise<string> {
  const store = createStore();
  store.set(instanceAtom, { uri: "home.example" } as never);
  const post = {
    id: "p1",
    uri: "https://home.example/objects/p1",
    url: null,
    created_at: "2026-11-20T10:00:00Z",
    edited_at: null,
    pinned: false,
    visibility: "public",
    account: { ...account, display_name: "Someone", avatar: "", emojis: [], url: `https://home.example/@${account.username}` },
  };
  const { container, unmount } = await renderInApp(<PostHeader post={post as never} external={false} />, { store });
  const shown = container.querySelector(".post-author .handle")?.textContent ?? "";
  await unmount(); // the relative time's ticker stops with it
  container.remove();
  return shown;
}

test("a local author's handle on a post card names the instance; a remote one keeps its own server", async () => {
  assert.equal(await handleShown({ id: "a1", username: "alice", acct: "alice" }), "@alice@home.example");
  assert.equal(await handleShown({ id: "a2", username: "alice", acct: "alice@far.example" }), "@alice@far.example");
});
