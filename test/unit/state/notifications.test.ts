import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";

(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example" } };
const g = globalThis as unknown as { fetch: typeof fetch };

const { appendPage, loadMoreNotificationsAtom, markNotificationsReadAtom, mergeFirstPage, openNotificationsAtom, refreshNotificationsAtom } =
  await import("../../../src/state/notifications");
const {
  compareIds,
  countUnread,
  dismissNotificationAtom,
  EMPTY_LIST,
  markerAtom,
  notificationListAtom,
  pollInterval,
  pollNotificationsAtom,
  unreadCountAtom,
  unreadIds,
} = await import("../../../src/state/notification-count");
const { tokenAtom } = await import("../../../src/state/session");

type N = import("../../../src/api/types").Notification;
const account = { id: "a", username: "bob", acct: "bob" } as N["account"];
const n = (id: string | number): N => ({ id: String(id), type: "follow", account, created_at: "2025-01-01T00:00:00Z" }) as N;
const ids = (items: { id: string }[]) => items.map((x) => x.id);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => n(from - i)); // newest first

test("ids compare as integers of any length", () => {
  assert.ok(compareIds("10", "9") > 0);
  assert.ok(compareIds("9", "10") < 0);
  assert.equal(compareIds("0042", "42"), 0);
  assert.ok(compareIds("123456789012345678901", "123456789012345678900") > 0);
});

test("unread: those newer than the marker, numerically; all when there is no marker", () => {
  const items = [n(12), n(10), n(9), n(2)];
  assert.equal(countUnread(items, "9"), 2);
  assert.equal(countUnread(items, "12"), 0);
  assert.equal(countUnread(items, "100"), 0);
  assert.equal(countUnread(items, null), 4);
  assert.equal(countUnread([], null), 0);
});

test("unread ids with opaque ids: those above the marked one in the server's list, whatever the ids look like", () => {
  // Newest first, as the server lists them; neither as text nor as numbers do these ids sort in that order.
  const items = ["b7", "zz1", "A0", "q5", "_-9"].map(n);
  const unread = (lastReadId: string | null) => [...unreadIds(items, lastReadId)].sort();
  assert.deepEqual(unread("A0"), ["b7", "zz1"]);
  assert.deepEqual(unread("zz1"), ["b7"]);
  assert.deepEqual(unread("b7"), [], "the newest is marked: nothing unread");
  assert.deepEqual(unread("_-9"), ["A0", "b7", "q5", "zz1"]);
  assert.deepEqual(unread("gone"), ["A0", "_-9", "b7", "q5", "zz1"], "a marked one not loaded here: all unread");
  assert.deepEqual(unread(null), ["A0", "_-9", "b7", "q5", "zz1"]);
  // ULIDs and UUIDs are opaque too: position decides, not their embedded time.
  const ulids = ["01HZ0Y5V6Y2Q8W3R4T5Y6U7I8A", "01HZ0Y5V6Y2Q8W3R4T5Y6U7I8O", "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"].map(n);
  assert.deepEqual([...unreadIds(ulids, "01HZ0Y5V6Y2Q8W3R4T5Y6U7I8O")], ["01HZ0Y5V6Y2Q8W3R4T5Y6U7I8A"]);
  assert.equal(countUnread(ulids, "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"), 2);
});

test("a first refresh takes the page; a later one replaces the page's range and keeps older pages", () => {
  const first = mergeFirstPage(EMPTY_LIST, { items: range(40, 21), next: "u1" }, 20);
  assert.deepEqual({ next: first.next, full: first.lastPageFull, pages: first.pages }, { next: "u1", full: true, pages: 1 });
  const two = appendPage(first, { items: range(20, 11), next: null }, 20);
  assert.equal(two.items.length, 30);
  assert.equal(two.lastPageFull, false);
  // Two new ones arrived and #35 was deleted on the server.
  const page = [...range(42, 36), ...range(34, 22)];
  const merged = mergeFirstPage(two, { items: page, next: "u2" }, 20);
  assert.deepEqual(ids(merged.items), [...ids(page), "21", ...ids(range(20, 11))]);
  assert.equal(merged.next, null, "paging stays where the loaded pages ended");
  assert.equal(merged.pages, 2);
});

test("a full page entirely newer than the loaded list starts over (there may be a gap)", () => {
  const loaded = appendPage(mergeFirstPage(EMPTY_LIST, { items: range(40, 21), next: "u1" }, 20), { items: range(20, 1), next: "u2" }, 20);
  const merged = mergeFirstPage(loaded, { items: range(80, 61), next: "u3" }, 20);
  assert.deepEqual(ids(merged.items), ids(range(80, 61)));
  assert.equal(merged.next, "u3");
});

test("appending skips duplicates and tracks whether the page was full", () => {
  const list = mergeFirstPage(EMPTY_LIST, { items: range(5, 3), next: "u" }, 3);
  const more = appendPage(list, { items: [n(3), n(2)], next: null }, 3);
  assert.deepEqual(ids(more.items), ["5", "4", "3", "2"]);
  assert.equal(more.lastPageFull, false);
});

test("the poll interval defaults to a minute and only a sane injected value shortens it", () => {
  const gg = globalThis as { __MITRA_NOTIFICATION_POLL_MS__?: number };
  delete gg.__MITRA_NOTIFICATION_POLL_MS__;
  assert.equal(pollInterval(), 60_000);
  gg.__MITRA_NOTIFICATION_POLL_MS__ = 1000;
  assert.equal(pollInterval(), 1000);
  gg.__MITRA_NOTIFICATION_POLL_MS__ = 5;
  assert.equal(pollInterval(), 60_000);
  delete gg.__MITRA_NOTIFICATION_POLL_MS__;
});

// ---- atoms against a fake server --------------------------------------------------------------------------

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

let server: { notifications: N[]; marker: string | null; failMarkerSave: boolean };
let calls: string[];

beforeEach(() => {
  server = { notifications: range(30, 1), marker: "25", failMarkerSave: false };
  calls = [];
  g.fetch = (async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname === "/api/v1/notifications") {
      const max = url.searchParams.get("max_id");
      const items = server.notifications.filter((x) => !max || compareIds(x.id, max) < 0).slice(0, 20);
      const headers: Record<string, string> = items.length === 20 ? { Link: `<https://social.example/api/v1/notifications?max_id=${items[19].id}>; rel="next"` } : {};
      return json(items, 200, headers);
    }
    if (url.pathname === "/api/v1/markers" && request.method === "GET") {
      return json(server.marker ? { notifications: { last_read_id: server.marker, version: 0, updated_at: "x" } } : {});
    }
    if (url.pathname === "/api/v1/markers" && request.method === "POST") {
      if (server.failMarkerSave) return json({ error: "boom", error_description: "boom" }, 500);
      const body = JSON.parse(await request.text()) as { notifications?: { last_read_id?: string } };
      server.marker = body.notifications?.last_read_id ?? null;
      return json({ notifications: { last_read_id: server.marker, version: 0, updated_at: "x" } });
    }
    return json({ error: "not found" }, 404);
  }) as typeof fetch;
});

function signedIn() {
  const store = createStore();
  store.set(tokenAtom, "token");
  return store;
}

test("refresh loads the first page and the marker; the badge counts the unread ones", async () => {
  const store = signedIn();
  assert.equal(store.get(unreadCountAtom), 0, "nothing is counted before the marker is known");
  await store.set(refreshNotificationsAtom);
  assert.equal(store.get(notificationListAtom).items.length, 20);
  assert.equal(store.get(markerAtom), "25");
  assert.equal(store.get(unreadCountAtom), 5);
});

test("with no marker on the server every loaded notification is unread", async () => {
  server.marker = null;
  const store = signedIn();
  await store.set(refreshNotificationsAtom);
  assert.equal(store.get(markerAtom), null);
  assert.equal(store.get(unreadCountAtom), 20);
});

test("concurrent refreshes share one request", async () => {
  const store = signedIn();
  await Promise.all([store.set(refreshNotificationsAtom), store.set(refreshNotificationsAtom)]);
  assert.equal(calls.filter((c) => c.startsWith("GET /api/v1/notifications")).length, 1);
});

test("a new notification on the server raises the count at the next refresh", async () => {
  const store = signedIn();
  await store.set(refreshNotificationsAtom);
  server.notifications.unshift(n(31));
  await store.set(refreshNotificationsAtom);
  assert.equal(store.get(unreadCountAtom), 6);
});

test("opening marks everything read with the newest id and returns the earlier marker", async () => {
  const store = signedIn();
  const before = await store.set(openNotificationsAtom);
  assert.equal(before, "25");
  assert.equal(server.marker, "30");
  assert.equal(store.get(unreadCountAtom), 0);
  assert.ok(calls.includes("POST /api/v1/markers"));
});

test("marking read is rolled back when the server refuses", async () => {
  const store = signedIn();
  await store.set(refreshNotificationsAtom);
  server.failMarkerSave = true;
  await assert.rejects(store.set(markNotificationsReadAtom));
  assert.equal(store.get(markerAtom), "25");
  assert.equal(store.get(unreadCountAtom), 5);
});

test("marking read sends nothing when the marker is already at the newest id", async () => {
  server.marker = "30";
  const store = signedIn();
  await store.set(refreshNotificationsAtom);
  await store.set(markNotificationsReadAtom);
  assert.ok(!calls.includes("POST /api/v1/markers"));
});

test("show more follows the Link URL and appends", async () => {
  const store = signedIn();
  await store.set(refreshNotificationsAtom);
  assert.equal(store.get(notificationListAtom).lastPageFull, true);
  await store.set(loadMoreNotificationsAtom);
  const list = store.get(notificationListAtom);
  assert.equal(list.items.length, 30);
  assert.equal(list.lastPageFull, false);
  assert.equal(list.next, null);
  assert.ok(calls.includes("GET /api/v1/notifications?max_id=11"));
});

test("a dismissed notification leaves the unread count", async () => {
  const store = signedIn();
  await store.set(refreshNotificationsAtom);
  store.set(dismissNotificationAtom, "30");
  assert.equal(store.get(unreadCountAtom), 4);
});

test("notifications feed the account and post caches, on refresh and on the next page", async () => {
  const { accountFamily } = await import("../../../src/state/account-cache");
  const { postFamily } = await import("../../../src/state/posts");
  const person = (i: number) => ({ id: `a${i}`, username: `u${i}`, acct: `u${i}`, display_name: `User ${i}` });
  server.notifications = range(30, 1).map((x) => {
    const i = Number(x.id);
    const post = { id: `s${i}`, account: { id: "me", username: "me", acct: "me" }, content: `<p>${i}</p>`, created_at: x.created_at };
    return { ...x, type: "favourite", account: person(i), status: post } as unknown as N;
  });
  const store = signedIn();
  await store.set(refreshNotificationsAtom);
  assert.equal(store.get(accountFamily("a30"))?.display_name, "User 30");
  assert.equal(store.get(postFamily("s30"))?.content, "<p>30</p>");
  assert.equal(store.get(accountFamily("me"))?.acct, "me", "the posts' authors too");
  assert.equal(store.get(accountFamily("a5")), undefined);
  await store.set(loadMoreNotificationsAtom);
  assert.equal(store.get(accountFamily("a5"))?.display_name, "User 5");
  assert.equal(store.get(postFamily("s5"))?.id, "s5");
});

// ---- the badge's poll (state/notification-count) -----------------------------------------------------------

test("the badge's poll counts the first page's ids without the notification reader, dismissed ones left out", async () => {
  const store = signedIn();
  await store.set(pollNotificationsAtom);
  assert.equal(store.get(unreadCountAtom), 5);
  assert.equal(store.get(notificationListAtom).loaded, false, "the list is the notifications page's");
  store.set(dismissNotificationAtom, "30");
  assert.equal(store.get(unreadCountAtom), 4);
  server.notifications.unshift(n(31), n(32));
  await store.set(pollNotificationsAtom);
  assert.equal(store.get(unreadCountAtom), 6);
});

test("the poll leaves out what the full reader drops: no account, or no post for a type about one", async () => {
  server.notifications = [
    { ...n(30), type: "mention", status: null },
    { ...n(29), account: { id: "x" } },
    { ...n(28), type: "favourite", status: { id: "s", account: { id: "a", username: "bob" } } },
    n(27),
  ] as N[];
  server.marker = "1";
  const store = signedIn();
  await store.set(pollNotificationsAtom);
  assert.equal(store.get(unreadCountAtom), 2);
  await store.set(refreshNotificationsAtom);
  assert.equal(store.get(unreadCountAtom), 2, "the full reader counts the same");
});

test("once the page has loaded the list, the poll is the list's refresh: a new notification joins it", async () => {
  const store = signedIn();
  await store.set(pollNotificationsAtom);
  await store.set(openNotificationsAtom);
  assert.equal(store.get(unreadCountAtom), 0);
  server.notifications.unshift(n(31));
  await store.set(pollNotificationsAtom);
  assert.equal(store.get(notificationListAtom).items[0]?.id, "31");
  assert.equal(store.get(unreadCountAtom), 1);
});

test("a mark sent from this page that the server's answer does not show yet is kept by the poll", async () => {
  const store = signedIn();
  await store.set(pollNotificationsAtom);
  store.set(markerAtom, "30"); // marked read here; the server still says 25
  await store.set(pollNotificationsAtom);
  assert.equal(store.get(markerAtom), "30");
  assert.equal(store.get(unreadCountAtom), 0);
});
