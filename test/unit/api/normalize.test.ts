// Entities as other servers document them are read into the client's shape; unreadable ones are dropped and counted.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { beforeEach, test } from "node:test";
import { readCredentialAccount } from "../../../src/api/normalize/account";
import { readRelationship } from "../../../src/api/normalize/relationship";
import { droppedCount, readList, resetDropped } from "../../../src/api/normalize/dropped";
import { readInstance } from "../../../src/api/normalize/instance";
import { readNotification } from "../../../src/api/normalize/notification";
import { readStatus } from "../../../src/api/normalize/status";
import { readSearchResults } from "../../../src/api/normalize/collections";
import { detectServer, versionAtLeast } from "../../../src/api/server";
import { can } from "../../../src/state/permissions";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/servers/${name}.json`, import.meta.url), "utf8"));
const mastodon = fixture("mastodon");
const pleroma = fixture("pleroma");
const others = fixture("others");

// Quiet the dropped-entity warnings these tests cause on purpose.
console.warn = () => undefined;
beforeEach(() => resetDropped());

test("Mastodon status: Mitra-only fields get defaults, quote and reply address are read", () => {
  const post = readStatus(mastodon.status)!;
  assert.equal(post.id, "113000000000000001");
  assert.deepEqual(post.pleroma.emoji_reactions, []);
  assert.equal(post.pleroma.quote?.id, "112999999999999999");
  assert.deepEqual(post.links, [{ id: "112999999999999999", uri: "https://other.example/statuses/1" }]);
  assert.equal(post.pleroma.in_reply_to_account_acct, "bo@other.example");
  assert.equal(post.pleroma.parent_visible, true);
  assert.equal(post.spoiler_text, "Spoilers for the finale");
  assert.equal(post.visibility, "public", "unlisted is open like public");
  assert.equal(post.ipfs_cid, null);
  assert.deepEqual(post.account.identity_proofs, []);
  assert.deepEqual(post.account.payment_options, []);
  assert.equal(post.account.actor_id, "https://mastodon.example/@ann");
  assert.equal(post.media_attachments[0]!.url, "https://other.example/big.png", "uncached remote media: the remote URL");
  assert.equal(post.poll?.options[1]!.votes_count, 0, "hidden counts are 0");
});

test("Mastodon credential account: a permissions bitmask means an ordinary user who can post", () => {
  const user = readCredentialAccount(mastodon.credentialAccount)!;
  assert.ok(can(user, "create_post"));
  assert.ok(can(user, "create_follow_request"));
  assert.ok(!can(user, "delete_any_profile"), "Mastodon admin rights are not Mitra's");
  assert.equal(user.source.privacy, "public");
  assert.deepEqual(user.authentication_methods, []);
  assert.deepEqual(user.client_config, {});
  const readOnly = readCredentialAccount({ ...mastodon.credentialAccount, role: { name: "read_only_user", permissions_names: [] } })!;
  assert.ok(!can(readOnly, "create_post"), "Mitra's names are trusted when present");
});

test("Mastodon notification and relationship", () => {
  const n = readNotification(mastodon.notification)!;
  assert.equal(n.type, "mention");
  assert.equal(n.status?.visibility, "direct");
  assert.equal(n.reaction, null);
  const r = readRelationship(mastodon.relationship)!;
  assert.equal(r.subscription_to, false);
  assert.equal(r.showing_replies, true);
});

test("Pleroma: reactions and parent visibility from pleroma.*, emoji notifications, features", () => {
  const post = readStatus(pleroma.status)!;
  assert.deepEqual(
    post.pleroma.emoji_reactions.map((r) => [r.name, r.count, r.me, r.url]),
    [["👍", 2, true, null], ["blobcat", 1, false, "https://pleroma.example/emoji/blobcat.png"]],
    "a zero count is left out",
  );
  assert.equal(post.pleroma.parent_visible, false);
  assert.equal(post.pleroma.in_reply_to_account_acct, "dee@far.example");
  assert.equal(post.visibility, "public");
  const n = readNotification(pleroma.notification)!;
  assert.equal(n.reaction?.content, ":blobcat:");
  assert.equal(n.reaction?.emoji?.url, "https://pleroma.example/emoji/blobcat.png");
  const instance = readInstance(pleroma.instance)!;
  assert.equal(instance.uri, "pleroma.example", "the host, not the URL");
  assert.equal(instance.configuration.statuses.max_characters, 5000);
  assert.equal(instance.configuration.polls?.max_options, 20);
  assert.equal(detectServer(instance).reactions, "pleroma");
  assert.equal(detectServer(instance).mitra, false);
  assert.equal(detectServer(instance).quotes, true, "Pleroma lists quote_posting");
});

test("Fedibird/Hollo: top-level emoji_reactions and a bare quote", () => {
  const post = readStatus(others.forkStatus)!;
  assert.deepEqual(post.pleroma.emoji_reactions.map((r) => r.name), ["❤️", "neko"]);
  assert.equal(post.pleroma.quote?.account.acct, "q@a.example");
  const hollo = detectServer(readInstance(others.holloInstance));
  assert.deepEqual([hollo.software, hollo.version, hollo.reactions, hollo.thread], ["hollo", "0.6.13", "fork", false]);
});

test("GoToSocial: account_domain is the WebFinger host; ULIDs are ids", () => {
  const instance = readInstance(others.gotosocialInstance)!;
  assert.equal(instance.uri, "example.org");
  assert.equal(instance.configuration.statuses.max_media_attachments, 6);
  assert.equal(instance.allow_unauthenticated.timeline_local, true);
  const server = detectServer(instance);
  assert.deepEqual([server.software, server.reactions], ["gotosocial", null]);
  assert.equal(readStatus(others.gotosocialStatus)?.id, "01HZ0Y5V6Y2Q8W3R4T5Y6U7I8O");
});

test("Mitra is recognised with its version; Mastodon is not Mitra", () => {
  const mitra = detectServer(readInstance(others.mitraInstance));
  assert.deepEqual([mitra.software, mitra.version, mitra.mitra, mitra.thread, mitra.reactions], ["mitra", "3.8.0", true, true, "pleroma"]);
  assert.ok(versionAtLeast(mitra.version, "2.7"));
  assert.ok(!versionAtLeast("2.10.0", "2.11"));
  assert.ok(versionAtLeast("2.10.0", "2.9"));
  const plain = detectServer(readInstance(mastodon.instance));
  assert.deepEqual([plain.software, plain.version, plain.mitra, plain.reactions, plain.quotes], ["mastodon", "4.4.0", false, null, false]);
  assert.equal(mitra.quotes, true);
});

test("ids: numbers become strings; an entity without id or author is dropped from its list and counted", () => {
  const good = { id: 7, account: { id: 1, username: "n" }, content: "" };
  const list = readList([good, { id: "x" }, null, { account: { id: "1", username: "a" } }, "junk"], readStatus, "status");
  assert.deepEqual(list.map((p) => [p.id, p.account.id]), [["7", "1"]]);
  assert.equal(droppedCount("status"), 4);
  assert.equal(droppedCount(), 4);
});

test("a repost of an unreadable post is dropped; an unreadable quote is just absent", () => {
  assert.equal(readStatus({ id: "r", account: { id: "1", username: "a" }, reblog: { id: "x" } }), null);
  const post = readStatus({ id: "q", account: { id: "1", username: "a" }, pleroma: { quote: { id: "x" } } })!;
  assert.equal(post.pleroma.quote, null);
});

test("a notification about a post whose post cannot be read is dropped; a follow needs none", () => {
  const account = { id: "1", username: "a" };
  assert.equal(readNotification({ id: "1", type: "favourite", account, status: { id: "x" } }), null);
  assert.equal(readNotification({ id: "2", type: "follow", account })?.status, null);
});

test("search results: bad entries dropped, Mastodon's old bare hashtag names read", () => {
  const results = readSearchResults({ accounts: [{ id: "1", username: "a" }, {}], statuses: "nope", hashtags: ["ferns", { name: "moss", url: "u" }] });
  assert.equal(results.accounts.length, 1);
  assert.deepEqual(results.statuses, []);
  assert.deepEqual(results.hashtags.map((t) => t.name), ["ferns", "moss"]);
});

test("a missing federated_timeline_restricted is restricted on Mitra only (Mastodon never sends it)", () => {
  const { federated_timeline_restricted: _, ...mitraWithout } = others.mitraInstance;
  assert.equal(readInstance(mitraWithout)?.federated_timeline_restricted, true);
  assert.equal(readInstance({ ...mitraWithout, federated_timeline_restricted: false })?.federated_timeline_restricted, false);
  const { federated_timeline_restricted: __, ...mastodonWithout } = mastodon.instance;
  assert.equal(readInstance(mastodonWithout)?.federated_timeline_restricted, false);
});
