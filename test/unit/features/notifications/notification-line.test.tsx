// Mastodon's other notification types read as what happened (a poll ended, an edit, a new post, a quote, a report,
// lost follows) instead of the generic line, and those about a post show the post below their line, as a like does.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom("https://mitra.test/notifications");
const { createElement } = await import("react");
const { createStore } = await import("jotai");
const { renderInApp } = await import("../../support/render");
const { currentUserAtom, instanceAtom } = await import("../../../../src/state/session");
const { NotificationGroupItem } = await import("../../../../src/features/notifications/NotificationGroupItem");
const { groupNotifications } = await import("../../../../src/features/notifications/grouping");
const { readNotification } = await import("../../../../src/api/normalize/notification");

type N = import("../../../../src/api/types").Notification;
// Raw as a Mastodon server sends them, read by the app's own reader.
const person = (id: string) => ({ id, username: id, acct: id, display_name: id, url: `https://mitra.test/@${id}`, avatar: "", note: "", created_at: "2025-01-01T00:00:00Z" });
const post = (id: string, author: string) =>
  ({ id, uri: `https://mitra.test/objects/${id}`, account: person(author), content: "<p>A post</p>", created_at: "2025-01-01T00:00:00Z", visibility: "public" });
let seq = 100;
function notification(type: string, actor: string, status: ReturnType<typeof post> | null): N {
  const read = readNotification({ id: String(seq--), type, account: person(actor), status, created_at: "2025-01-01T00:00:00Z" });
  assert.ok(read, type);
  return read;
}

async function lines(items: N[]) {
  const store = createStore();
  store.set(instanceAtom, { uri: "mitra.test", title: "Test" } as never);
  store.set(currentUserAtom, { ...person("me"), source: { privacy: "public", sensitive: false, note: "", fields: [] } } as never);
  const groups = groupNotifications(items);
  const page = await renderInApp(
    createElement("ul", null, ...groups.map((group) => createElement(NotificationGroupItem, { key: group.key, group, unread: new Set<string>(), onDismissed: () => undefined }))),
    { store },
  );
  const read = [...page.container.querySelectorAll(".notification-group")].map((li) => ({
    texts: [...li.querySelectorAll(".notification-text")].map((t) => t.textContent),
    icons: [...li.querySelectorAll(".notification-icon")].map((i) => i.className.replace("notification-icon ", "")),
    post: li.querySelector("article.post-card")?.getAttribute("data-post-id") ?? null,
  }));
  await page.unmount();
  return read;
}

test("poll, edit, new post and quote lines say what happened, each with its post, never grouped with the like before them", async () => {
  const theirs = post("p1", "alice");
  const mine = post("p2", "me");
  const quoting = post("p3", "alice");
  const got = await lines([
    notification("favourite", "alice", theirs),
    notification("poll", "alice", theirs),
    notification("poll", "me", mine),
    notification("update", "alice", theirs),
    notification("status", "alice", theirs),
    notification("quote", "alice", quoting),
    notification("quoted_update", "alice", theirs),
  ]);
  assert.deepEqual(got, [
    { texts: ["liked your post"], icons: ["notification-favourite"], post: "p1" },
    { texts: ["ran a poll that has ended"], icons: ["notification-pollEnded"], post: "p1" },
    { texts: ["ran a poll that has ended"], icons: ["notification-pollEnded"], post: "p2" },
    { texts: ["edited a post you interacted with"], icons: ["notification-edited"], post: "p1" },
    { texts: ["published a new post"], icons: ["notification-posted"], post: "p1" },
    { texts: ["quoted your post"], icons: ["notification-quoted"], post: "p3" },
    { texts: ["edited a post you interacted with"], icons: ["notification-edited"], post: "p1" },
  ]);
});

test("a report for the moderators and lost follows read as such, without a post", async () => {
  const got = await lines([notification("admin.report", "alice", null), notification("pleroma:report", "alice", null), notification("severed_relationships", "me", null)]);
  assert.deepEqual(got, [
    { texts: ["filed a report"], icons: ["notification-reported"], post: null },
    { texts: ["filed a report"], icons: ["notification-reported"], post: null },
    { texts: ["lost follows or followers to a block or suspension"], icons: ["notification-severed"], post: null },
  ]);
});
