import { test } from "node:test";
import assert from "node:assert/strict";
import type { Relationship, Status } from "../../../../src/api/types";
import { postPermissions, repostVisibility, type Viewer } from "../../../../src/entities/post/post-permissions";

const account = (id: string, acct = id) => ({ id, username: acct.split("@")[0], acct }) as Status["account"];
const post = (over: Partial<Status> = {}): Status =>
  ({ id: "p", visibility: "public", reblogged: false, ipfs_cid: null, account: account("author"), ...over }) as Status;
const role = (...names: string[]) => ({ name: "x", permissions_names: names });
const viewer = (user: Viewer["user"], over: Partial<Viewer> = {}): Viewer => ({
  user,
  config: { defaultVisibility: "public" },
  instance: { ipfs_gateway_url: "https://ipfs.example" },
  ...over,
});
const rel = { id: "author", muting: false } as Relationship;
const author = { id: "author", role: role("create_post", "create_follow_request") };
const other = { id: "other", role: role("create_post", "create_follow_request") };
const readOnly = { id: "ro", role: role() };
const admin = { id: "admin", role: role("create_post", "delete_any_post", "delete_any_profile", "manage_subscription_options") };

test("visitor: nothing but reading", () => {
  const p = postPermissions(post(), viewer(null), undefined);
  assert.deepEqual(p, {
    reply: false, repost: "count", quote: false, like: false, react: false, bookmark: false, pin: false, edit: false,
    delete: false, mute: false, saveToIpfs: false, copyObjectId: false, loadReplies: false, adminDelete: false,
  });
});

test("author of a public post", () => {
  const p = postPermissions(post(), viewer(author), undefined);
  assert.equal(p.reply, true);
  assert.equal(p.repost, "toggle");
  assert.equal(p.quote, true);
  assert.ok(p.like && p.react && p.bookmark && p.pin && p.edit && p.delete && p.saveToIpfs);
  assert.equal(p.mute, false, "nobody mutes themselves");
  assert.equal(p.adminDelete, false);
  assert.equal(p.copyObjectId, false);
});

test("other user: interactions and mute (only with a known relationship), no author actions", () => {
  const p = postPermissions(post(), viewer(other), rel);
  assert.ok(p.reply && p.like && p.react && p.bookmark && p.quote && p.mute);
  assert.equal(p.repost, "toggle");
  assert.ok(!p.pin && !p.edit && !p.delete && !p.saveToIpfs && !p.adminDelete && !p.copyObjectId);
  assert.equal(postPermissions(post(), viewer(other), undefined).mute, false);
});

test("read-only user: like, react, bookmark, mute; no posting, no repost toggle", () => {
  const p = postPermissions(post(), viewer(readOnly), rel);
  assert.ok(p.like && p.react && p.bookmark && p.mute);
  assert.ok(!p.reply && !p.quote);
  assert.equal(p.repost, "count");
});

test("admin: copy object ID everywhere, load replies for remote authors, admin delete of others' posts", () => {
  const local = postPermissions(post(), viewer(admin), rel);
  assert.ok(local.copyObjectId && local.adminDelete && !local.loadReplies);
  const remote = postPermissions(post({ account: account("r", "lena@fedi.example") }), viewer(admin), undefined);
  assert.ok(remote.loadReplies);
  const own = postPermissions(post({ account: account("admin") }), viewer(admin), undefined);
  assert.ok(own.delete && !own.adminDelete);
});

test("non-public posts: no repost control, no quote, no pin, no IPFS", () => {
  for (const visibility of ["private", "subscribers", "conversation", "direct"] as const) {
    const p = postPermissions(post({ visibility }), viewer(author), undefined);
    assert.equal(p.repost, "none", visibility);
    assert.ok(!p.quote && !p.pin && !p.saveToIpfs, visibility);
    assert.ok(p.edit && p.delete, visibility);
  }
});

test("default visibility subscribers blocks reposting unless already reposted", () => {
  const subs = { config: { defaultVisibility: "subscribers" as const } };
  assert.equal(postPermissions(post(), viewer(other, subs), undefined).repost, "count");
  assert.equal(postPermissions(post({ reblogged: true }), viewer(other, subs), undefined).repost, "toggle");
  assert.equal(repostVisibility({ defaultVisibility: "public" }), "public");
  assert.equal(repostVisibility({ defaultVisibility: "private" }), "private");
  assert.equal(repostVisibility({ defaultVisibility: "subscribers" }), "private");
});

test("IPFS: needs a gateway and no CID yet", () => {
  assert.equal(postPermissions(post(), viewer(author, { instance: { ipfs_gateway_url: null } }), undefined).saveToIpfs, false);
  assert.equal(postPermissions(post({ ipfs_cid: "bafy" }), viewer(author), undefined).saveToIpfs, false);
});

test("no reaction button on a server without emoji reactions, no repost with comment where quotes are dropped", () => {
  const viewer = { user: { id: "me", role: { permissions_names: ["create_post"] } }, config: { defaultVisibility: "public" as const }, instance: null };
  const post = { id: "p", visibility: "public", account: { id: "other", acct: "other" }, reblogged: false } as never;
  for (const [control, feature] of [["react", "reactions"], ["quote", "quotes"]] as const) {
    assert.equal(postPermissions(post, { ...viewer, [feature]: false } as never, undefined)[control], false, control);
    assert.equal(postPermissions(post, { ...viewer, [feature]: true } as never, undefined)[control], true, control);
    assert.equal(postPermissions(post, viewer as never, undefined)[control], true, `${control}: unknown counts as yes`);
  }
});
