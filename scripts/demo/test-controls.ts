// Test controls of the demo instance. Only in test mode (MITRA_DEMO_TEST=1 or startDemo({testMode: true}));
// otherwise every /__test__/ path answers 404. Usernames are accts: "alice", "lena@fedi.example".
//
//   POST   /__test__/reset                        reseed everything and clear faults → 204
//   POST   /__test__/fault                        {operation: "GET /api/v1/timelines/home" (method + openapi
//                                                 path template), kind: "500" | "413" | "malformed" | "drop"
//                                                 | "latency" | "unreadable" (a list answer whose second item
//                                                 has no id and no account, as no client can show it),
//                                                 ms?: number (latency, default 1000),
//                                                 times?: number (default 1; 0 = until cleared)} → 204
//   DELETE /__test__/fault                        clear all faults → 204
//   POST   /__test__/invoices/{invoice_id}/advance  open → paid → completed (completing grants or extends the
//                                                 subscription and notifies the recipient) → 200 Invoice
//   POST   /__test__/notify                       {to, type, from, status_id?} makes a notification as another
//                                                 user's action would → 200 {id}
//   POST   /__test__/follow_requests/accept       {from, to}: `to` accepts `from`'s pending request → 204
//   POST   /__test__/token                        {username}: a token for the user without signing in (the
//                                                 Mastodon flavour has no password grant) → 200 Token
//   POST   /__test__/tokens/expire                {username}: every token of the user expires now → 204
//   POST   /__test__/profiles                     {count}: adds that many quiet local profiles (paging tests) → 200 {ids}
//   GET    /__test__/records                      the recorded API answers (operation, status) → 200
//   POST   /__test__/hostile                      {payloads: string[], urls?: string[], shortcodes?: string[],
//                                                 recipient?: acct (default alice)} plants hostile content into
//                                                 every field that reaches the screen (see hostile.ts) → 200
//                                                 {accounts: [{id, acct}], posts: [id], thread: {root, replies}}
//   POST   /__test__/heavy                        {content, mentions?, tags?, links?, count? (1–40), minutesAgo?}
//                                                 plants `count` public local posts with that raw content and
//                                                 those mentions, tags and quoted links (see heavy.ts) → 200 {posts}
//   POST   /__test__/hostile-invoices             {sender?: acct (default alice), recipient?: acct (default dana)}
//                                                 plants open invoices whose address or amount a client must refuse
//                                                 (see hostile-invoices.ts) → 200 {invoices: [{id, kind}]}
import { parseHeavyInput, plantHeavy } from "./heavy";
import { parseHostileInput, plantHostile } from "./hostile";
import { plantHostileInvoices } from "./hostile-invoices";
import { ApiError, readBody, requireStr, str, type Ctx, type Reply } from "./http";
import { issueToken } from "./h-auth";
import { advanceInvoice } from "./invoices";
import { acceptFollowRequest, addLocalProfile, findProfileByAcct, notify } from "./model";
import { invoice } from "./render";
import type { NotificationType, State } from "./state";

export type FaultKind = "500" | "413" | "malformed" | "drop" | "latency" | "unreadable";
export type FaultTable = { operation: string; kind: FaultKind; ms?: number; remaining: number }[];

export interface DemoRecord {
  operation: string;
  status: number;
  body: unknown;
  contentType: string;
  headers: Record<string, string>;
}

const KINDS: FaultKind[] = ["500", "413", "malformed", "drop", "latency", "unreadable"];

/** Returns the fault to apply to this operation, if any, and uses up one of its times. */
export function applyFault(faults: FaultTable, operation: string): { kind: FaultKind; ms?: number } | null {
  const index = faults.findIndex((f) => f.operation === operation);
  if (index === -1) return null;
  const fault = faults[index];
  if (fault.remaining > 0) {
    fault.remaining--;
    if (fault.remaining === 0) faults.splice(index, 1);
  }
  return { kind: fault.kind, ms: fault.ms };
}

/** The "unreadable" fault: the second item of a list answer loses its id and its account (a post or a notification
 * that no client can make sense of); the other items are sent as they were. */
export function withUnreadableItem(reply: Reply): Reply {
  if (!Array.isArray(reply.body) || reply.body.length < 2) return reply;
  const items = [...(reply.body as unknown[])];
  items[1] = { ...(items[1] as Record<string, unknown>), id: null, account: null };
  return { ...reply, body: items };
}

export function createTestControls(deps: {
  getState: () => State;
  reset: () => void;
  faults: FaultTable;
  records: DemoRecord[];
  /** Turns ids as a flavour shows them into the demo's own (identity by default). */
  decodeBody?: (body: unknown) => unknown;
}) {
  const profileId = (state: State, acct: string): string => {
    const profile = findProfileByAcct(state, acct);
    if (!profile) throw new ApiError(404, "profile not found");
    return profile.id;
  };

  async function dispatch(ctx: Ctx): Promise<Reply> {
    const state = deps.getState();
    const { method, path } = ctx;
    const body = ctx.body;
    if (method === "POST" && path === "/__test__/reset") {
      deps.reset();
      return { status: 204 };
    }
    if (path === "/__test__/fault") {
      if (method === "DELETE") {
        deps.faults.length = 0;
        return { status: 204 };
      }
      const operation = requireStr(body, "operation");
      const kind = requireStr(body, "kind") as FaultKind;
      if (!KINDS.includes(kind)) throw new ApiError(400, `unknown fault kind ${kind}`);
      const times = typeof body?.times === "number" ? body.times : 1;
      const ms = typeof body?.ms === "number" ? body.ms : undefined;
      deps.faults.push({ operation, kind, ms, remaining: times });
      return { status: 204 };
    }
    const advance = /^\/__test__\/invoices\/([^/]+)\/advance$/.exec(path);
    if (method === "POST" && advance) {
      const inv = state.invoices.get(advance[1]);
      if (!inv) throw new ApiError(404, "invoice not found");
      advanceInvoice(state, inv);
      return { status: 200, body: invoice(inv) };
    }
    if (method === "POST" && path === "/__test__/notify") {
      const to = profileId(state, requireStr(body, "to"));
      const from = profileId(state, requireStr(body, "from"));
      const type = requireStr(body, "type") as NotificationType;
      const created = notify(state, to, type, from, {
        postId: str(body, "status_id") ?? null,
        reaction: type === "pleroma:emoji_reaction" ? "❤️" : null,
        paymentAmount: type === "subscription" ? 10_000_000_000 : null,
      });
      if (!created) throw new ApiError(400, "notification was not created");
      return { status: 200, body: { id: String(created.id) } };
    }
    if (method === "POST" && path === "/__test__/follow_requests/accept") {
      const from = profileId(state, requireStr(body, "from"));
      const to = profileId(state, requireStr(body, "to"));
      if (!acceptFollowRequest(state, from, to)) throw new ApiError(404, "follow request not found");
      return { status: 204 };
    }
    if (method === "POST" && path === "/__test__/token") {
      const id = profileId(state, requireStr(body, "username"));
      const user = state.users.get(id);
      if (!user) throw new ApiError(404, "user not found");
      return { status: 200, body: issueToken({ ...ctx, state }, user) };
    }
    if (method === "POST" && path === "/__test__/tokens/expire") {
      const id = profileId(state, requireStr(body, "username"));
      for (const token of state.tokens.values()) if (token.profileId === id) token.expiresAt = Date.now() - 1;
      return { status: 204 };
    }
    if (method === "POST" && path === "/__test__/hostile") {
      return { status: 200, body: plantHostile(state, parseHostileInput(body), ctx.base) };
    }
    if (method === "POST" && path === "/__test__/heavy") {
      return { status: 200, body: plantHeavy(state, parseHeavyInput(body)) };
    }
    if (method === "POST" && path === "/__test__/hostile-invoices") {
      return { status: 200, body: plantHostileInvoices(state, body) };
    }
    if (method === "POST" && path === "/__test__/profiles") {
      const count = typeof body?.count === "number" ? Math.min(Math.max(0, Math.floor(body.count)), 200) : 0;
      return { status: 200, body: { ids: addQuietProfiles(state, count) } };
    }
    if (method === "GET" && path === "/__test__/records") {
      return { status: 200, body: deps.records.map((r) => ({ operation: r.operation, status: r.status })) };
    }
    return { status: 404, raw: "" };
  }

  return {
    async handle(ctx: Ctx): Promise<Reply> {
      try {
        if (ctx.method !== "GET") {
          const raw = await readBody(ctx.req);
          if (raw.length) ctx.body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
          if (ctx.body && deps.decodeBody) ctx.body = deps.decodeBody(ctx.body) as Record<string, unknown>;
        }
        return await dispatch(ctx);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const status = error instanceof ApiError ? error.status : 400;
        return { status, body: { error: message, error_description: message } };
      }
    },
  };
}

/** Local profiles with no user behind them, for paging tests (the directory's "show more"). */
function addQuietProfiles(state: State, count: number): string[] {
  const now = Date.now();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const createdAt = now - (i + 1) * 86_400_000;
    const id = state.newId(createdAt);
    const n = state.profiles.size + 1;
    addLocalProfile(state, { id, username: `neighbour_${n}`, displayName: `Neighbour ${n}`, createdAt, lastActiveAt: now - (i + 1) * 3_600_000 });
    ids.push(id);
  }
  return ids;
}
