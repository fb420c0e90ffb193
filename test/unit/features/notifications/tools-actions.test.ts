// "Mark all as read": Mitra's read call on Mitra; on a server without it (Mastodon answers 404) the marker.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";

(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example" } };
const g = globalThis as unknown as { fetch: typeof fetch };

const { readAllNotificationsAtom } = await import("../../../../src/features/notifications/tools-actions");
const { EMPTY_LIST, markerAtom, notificationListAtom } = await import("../../../../src/state/notification-count");
const { instanceAtom, tokenAtom } = await import("../../../../src/state/session");

type N = import("../../../../src/api/types").Notification;
const n = (id: string): N => ({ id, type: "follow", account: { id: "a", username: "bob", acct: "bob" }, created_at: "2025-01-01T00:00:00Z" }) as N;

async function markAllRead(version: string) {
  const asked: string[] = [];
  g.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    const body = new URL(request.url).pathname === "/api/v1/markers" ? { notifications: { last_read_id: "12" } } : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  const store = createStore();
  store.set(tokenAtom, "token");
  store.set(instanceAtom, { uri: "social.example", version, configuration: {} } as never);
  store.set(notificationListAtom, { ...EMPTY_LIST, items: [n("12"), n("10")], loaded: true });
  store.set(markerAtom, "10");
  await store.set(readAllNotificationsAtom);
  return { asked, marker: store.get(markerAtom) };
}

test("on Mitra, Pleroma's read call up to the newest notification", async () => {
  const { asked, marker } = await markAllRead("4.0.0 (compatible; Mitra 4.8.0)");
  assert.deepEqual(asked, ["POST /api/v1/pleroma/notifications/read"]);
  assert.equal(marker, "12");
});

test("on Mastodon, which has no read call, the notifications marker", async () => {
  const { asked, marker } = await markAllRead("4.3.0");
  assert.deepEqual(asked, ["POST /api/v1/markers"]);
  assert.equal(marker, "12");
});
