// The other signed-in accounts' unread notifications: each counted at its own server with its own token.
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { badgeKey, otherUnreadAtom, refreshOtherUnreadAtom } from "../../../src/state/account-badges";
import type { SignedInAccount } from "../../../src/state/signed-in-accounts";

const g = globalThis as unknown as { fetch: typeof fetch; location: { origin: string; href: string } };
g.location = { origin: "https://social.example", href: "https://social.example/" };
(globalThis as unknown as { window: unknown }).window = { MITRA_CONFIG: { apiUrl: "https://social.example/" } };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const notification = (id: string) => ({ id, type: "follow", created_at: "2026-01-01T00:00:00Z", account: { id: "9", username: "x", acct: "x" } });

/** What each server knows: its tokens and, per token, the notifications (newest first) and the read marker. */
const servers: Record<string, Record<string, { ids: string[]; marker: string | null }>> = {
  "https://social.example": { "carol-token": { ids: ["7", "6", "5"], marker: "5" } },
  "https://other.example": { "bob-token": { ids: ["30", "20", "10"], marker: null }, "dan-token": { ids: [], marker: null } },
};
let requests: Request[] = [];

beforeEach(() => {
  requests = [];
  g.fetch = (async (input: RequestInfo) => {
    const r = input instanceof Request ? input : new Request(input);
    requests.push(r);
    const url = new URL(r.url);
    const token = r.headers.get("Authorization")?.replace(/^Bearer /, "") ?? "";
    const known = servers[url.origin]?.[token];
    if (!known) return json({ error: "access token is invalid" }, 401);
    if (url.pathname === "/api/v1/notifications") return json(known.ids.map(notification));
    if (url.pathname === "/api/v1/markers") return json(known.marker ? { notifications: { last_read_id: known.marker } } : {});
    return json({ error: "not found" }, 404);
  }) as typeof fetch;
});

const account = (id: string, token: string, server: string | null): SignedInAccount =>
  ({ token, server, scope: "", id, acct: id, displayName: id, avatar: "" });

test("each other account's unread count comes from its own server, asked with its own token only", async () => {
  const carol = account("3", "carol-token", null);
  const bob = account("2", "bob-token", "https://other.example");
  const dan = account("4", "dan-token", "https://other.example");
  const store = createStore();
  await store.set(refreshOtherUnreadAtom, [carol, bob, dan]);
  const counts = store.get(otherUnreadAtom);
  assert.equal(counts.get(badgeKey(carol)), 2, "above the marker");
  assert.equal(counts.get(badgeKey(bob)), 3, "no marker: all unread");
  assert.equal(counts.get(badgeKey(dan)), 0);
  const byToken = new Map<string, Set<string>>();
  for (const r of requests) {
    const token = r.headers.get("Authorization") ?? "";
    byToken.set(token, (byToken.get(token) ?? new Set()).add(new URL(r.url).origin));
  }
  assert.deepEqual([...byToken.get("Bearer carol-token")!], ["https://social.example"], "this instance's account asks this instance");
  assert.deepEqual([...byToken.get("Bearer bob-token")!], ["https://other.example"]);
  assert.deepEqual([...byToken.get("Bearer dan-token")!], ["https://other.example"]);
  assert.equal(byToken.size, 3, "no request without a token or with another");
});

test("an account whose server refuses loses its count, and the others keep theirs", async () => {
  const bob = account("2", "bob-token", "https://other.example");
  const revoked = account("5", "revoked-token", "https://other.example");
  const store = createStore();
  store.set(otherUnreadAtom, new Map([[badgeKey(revoked), 4]]));
  await store.set(refreshOtherUnreadAtom, [bob, revoked]);
  assert.equal(store.get(otherUnreadAtom).get(badgeKey(bob)), 3);
  assert.equal(store.get(otherUnreadAtom).has(badgeKey(revoked)), false, "no stale count for an account that cannot be asked");
});
