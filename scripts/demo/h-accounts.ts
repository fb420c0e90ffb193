// Profiles and relationships: lookup, search, directory, profile posts, follows, mutes, follow requests.
import { badRequest, boolField, notFound, offsetPage, pageByCursor, uuidParam, type Ctx, type Reply } from "./http";
import {
  acceptFollowRequest,
  canView,
  findProfileByAcct,
  followOrRequest,
  getProfile,
  isMuting,
  requirePermission,
} from "./model";
import { account, relationship } from "./render";
import { status } from "./render-status";
import { route, type Route } from "./router";
import { followKey, type Profile } from "./state";

function lookup(ctx: Ctx): Reply {
  const acct = ctx.query.get("acct");
  if (!acct) throw badRequest("Query deserialize error: missing field `acct`");
  const profile = findProfileByAcct(ctx.state, acct);
  if (!profile) throw notFound("profile");
  return { status: 200, body: account(ctx, profile) };
}

export function matchProfiles(ctx: Ctx, q: string): Profile[] {
  const needle = q.trim().replace(/^@/, "").toLowerCase();
  if (!needle) return [];
  const all = [...ctx.state.profiles.values()].filter((p) => !p.deleted);
  const score = (p: Profile) => {
    const acct = (p.host === null ? p.username : `${p.username}@${p.host}`).toLowerCase();
    if (acct === needle || p.username.toLowerCase() === needle) return 0;
    if (acct.startsWith(needle)) return 1;
    if (acct.includes(needle) || (p.remoteActorId ?? "").toLowerCase() === needle) return 2;
    if (p.displayName.toLowerCase().includes(needle)) return 3;
    return -1;
  };
  return all
    .map((p) => [p, score(p)] as const)
    .filter(([, s]) => s >= 0)
    .sort((a, b) => a[1] - b[1] || a[0].username.localeCompare(b[0].username))
    .map(([p]) => p);
}

function search(ctx: Ctx): Reply {
  const q = ctx.query.get("q");
  if (q === undefined) throw badRequest("Query deserialize error: missing field `q`");
  ctx.query.bool("resolve");
  let limit = ctx.query.int("limit", 40, 200);
  if (!ctx.user) limit = Math.min(limit, 2);
  const offset = ctx.query.int("offset", 0);
  const found = matchProfiles(ctx, q).slice(offset, offset + limit);
  return { status: 200, body: found.map((p) => account(ctx, p)) };
}

function statuses(ctx: Ctx): Reply {
  const profile = getProfile(ctx.state, uuidParam(ctx, "account_id"));
  const viewer = ctx.profile?.id ?? null;
  const onlyMedia = ctx.query.bool("only_media");
  const excludeReplies = ctx.query.bool("exclude_replies");
  const excludeReblogs = ctx.query.bool("exclude_reblogs");
  const pinned = ctx.query.bool("pinned");
  const posts = [...ctx.state.posts.values()]
    .filter(
      (p) =>
        p.authorId === profile.id &&
        canView(ctx.state, p, viewer) &&
        (!onlyMedia || p.mediaIds.length > 0) &&
        (!excludeReplies || p.inReplyToId === null) &&
        (!excludeReblogs || p.reblogOfId === null) &&
        (!pinned || ctx.state.pinned.has(p.id)),
    )
    .sort((a, b) => (a.id < b.id ? 1 : -1));
  const page = pageByCursor(ctx, posts, (p) => p.id, { defaultLimit: 20 });
  return { ...page, body: page.items.map((p) => status(ctx, p)) };
}

function socialList(ctx: Ctx, direction: "followers" | "following"): Reply {
  const profile = getProfile(ctx.state, uuidParam(ctx, "account_id"));
  if (profile.id !== ctx.profile!.id) {
    ctx.query.int("limit", 40, 200);
    return { status: 200, body: [] };
  }
  const entries = [...ctx.state.follows.entries()]
    .map(([key, id]) => ({ id, pair: key.split(">") }))
    .filter(({ pair }) => (direction === "followers" ? pair[1] : pair[0]) === profile.id)
    .map(({ id, pair }) => ({ id, profileId: direction === "followers" ? pair[0] : pair[1] }))
    .sort((a, b) => b.id - a.id);
  const page = pageByCursor(ctx, entries, (e) => e.id, { defaultLimit: 40 });
  return { ...page, body: page.items.map((e) => account(ctx, ctx.state.profiles.get(e.profileId)!)) };
}

function target(ctx: Ctx): Profile {
  const profile = getProfile(ctx.state, uuidParam(ctx, "account_id"));
  return profile;
}

function follow(ctx: Ctx): Reply {
  const t = target(ctx);
  const me = ctx.profile!.id;
  if (t.id === me) throw badRequest("target is current user");
  requirePermission(ctx, "create_follow_request");
  followOrRequest(ctx.state, me, t.id);
  const key = followKey(me, t.id);
  const reblogs = boolField(ctx.body, "reblogs") ?? true;
  const replies = boolField(ctx.body, "replies") ?? true;
  if (reblogs) ctx.state.hiddenReblogs.delete(key);
  else ctx.state.hiddenReblogs.add(key);
  if (replies) ctx.state.hiddenReplies.delete(key);
  else ctx.state.hiddenReplies.add(key);
  return { status: 200, body: relationship(ctx, t.id) };
}

function unfollow(ctx: Ctx): Reply {
  const t = target(ctx);
  const me = ctx.profile!.id;
  ctx.state.follows.delete(followKey(me, t.id));
  ctx.state.followRequests = ctx.state.followRequests.filter((r) => !(r.senderId === me && r.targetId === t.id));
  return { status: 200, body: relationship(ctx, t.id) };
}

function removeFromFollowers(ctx: Ctx): Reply {
  const t = target(ctx);
  ctx.state.follows.delete(followKey(t.id, ctx.profile!.id));
  return { status: 200, body: relationship(ctx, t.id) };
}

function mute(ctx: Ctx): Reply {
  const t = target(ctx);
  const me = ctx.profile!.id;
  if (t.id === me) throw badRequest("target is current user");
  if (!isMuting(ctx.state, me, t.id)) ctx.state.mutes.push({ id: ctx.state.seq(), userId: me, targetId: t.id });
  return { status: 200, body: relationship(ctx, t.id) };
}

function unmute(ctx: Ctx): Reply {
  const t = target(ctx);
  const me = ctx.profile!.id;
  ctx.state.mutes = ctx.state.mutes.filter((m) => !(m.userId === me && m.targetId === t.id));
  return { status: 200, body: relationship(ctx, t.id) };
}

function relationships(ctx: Ctx): Reply {
  const ids = ctx.query.all("id");
  return {
    status: 200,
    body: ids
      .filter((id) => ctx.state.profiles.has(id))
      .map((id) => relationship(ctx, id)),
  };
}

function loadActivities(ctx: Ctx): Reply {
  const profile = target(ctx);
  if (profile.host === null) throw notFound("profile");
  const collection = ctx.body?.collection ?? "outbox";
  if (collection !== "outbox" && collection !== "featured") throw badRequest("invalid collection");
  return { status: 204 };
}

function directory(ctx: Ctx): Reply {
  const order = ctx.query.get("order") ?? "active";
  const local = ctx.query.bool("local", true);
  const profiles = [...ctx.state.profiles.values()]
    .filter((p) => !p.deleted && (!local || p.host === null))
    .sort((a, b) => (order === "username" ? a.username.localeCompare(b.username) : b.lastActiveAt - a.lastActiveAt));
  return { status: 200, body: offsetPage(ctx, profiles, 40).map((p) => account(ctx, p)) };
}

function followRequests(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  const requests = ctx.state.followRequests.filter((r) => r.targetId === me && !r.rejected).sort((a, b) => b.id - a.id);
  const page = pageByCursor(ctx, requests, (r) => r.id, { defaultLimit: 40 });
  return { ...page, body: page.items.map((r) => account(ctx, ctx.state.profiles.get(r.senderId)!)) };
}

function authorize(ctx: Ctx): Reply {
  const sender = target(ctx);
  if (!acceptFollowRequest(ctx.state, sender.id, ctx.profile!.id)) throw notFound("follow request");
  return { status: 200, body: relationship(ctx, sender.id) };
}

function reject(ctx: Ctx): Reply {
  const sender = target(ctx);
  const request = ctx.state.followRequests.find((r) => r.senderId === sender.id && r.targetId === ctx.profile!.id && !r.rejected);
  if (!request) throw notFound("follow request");
  request.rejected = true;
  return { status: 200, body: relationship(ctx, sender.id) };
}

function mutes(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  const list = ctx.state.mutes.filter((m) => m.userId === me).sort((a, b) => b.id - a.id);
  const page = pageByCursor(ctx, list, (m) => m.id, { defaultLimit: 40 });
  return { ...page, body: page.items.map((m) => account(ctx, ctx.state.profiles.get(m.targetId)!)) };
}

export const accountRoutes: Route[] = [
  route("GET /api/v1/accounts/lookup", "none", lookup),
  route("GET /api/v1/accounts/search", "optional", search),
  route("GET /api/v1/accounts/relationships", "required", relationships),
  route("GET /api/v1/accounts/{account_id}", "none", (ctx) => ({ status: 200, body: account(ctx, target(ctx)) })),
  route("GET /api/v1/accounts/{account_id}/statuses", "optional", statuses),
  route("GET /api/v1/accounts/{account_id}/followers", "required", (ctx) => socialList(ctx, "followers")),
  route("GET /api/v1/accounts/{account_id}/following", "required", (ctx) => socialList(ctx, "following")),
  route("POST /api/v1/accounts/{account_id}/follow", "required", follow),
  route("POST /api/v1/accounts/{account_id}/unfollow", "required", unfollow),
  route("POST /api/v1/accounts/{account_id}/remove_from_followers", "required", removeFromFollowers),
  route("POST /api/v1/accounts/{account_id}/mute", "required", mute),
  route("POST /api/v1/accounts/{account_id}/unmute", "required", unmute),
  route("POST /api/v1/accounts/{account_id}/load_activities", "required", loadActivities, { jsonBody: true }),
  route("GET /api/v1/directory", "required", directory),
  route("GET /api/v1/follow_requests", "required", followRequests),
  route("POST /api/v1/follow_requests/{account_id}/authorize", "required", authorize),
  route("POST /api/v1/follow_requests/{account_id}/reject", "required", reject),
  route("GET /api/v1/mutes", "required", mutes),
];
