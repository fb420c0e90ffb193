// Account, instance, notification, session, group and admin operations beyond the client spec.
import { createHash, randomBytes } from "node:crypto";

import { addGroup, extras, isGroup } from "./extras";
import { instance, LOGIN_MESSAGE } from "./h-instance";
import { upload } from "./h-media";
import { badRequest, forbidden, notFound, offsetPage, pageByCursor, str, uuidParam, type Ctx, type Reply } from "./http";
import { findProfileByAcct, isFollowing, requirePermission } from "./model";
import { account, credentialAccount } from "./render";
import { attachment } from "./render-status";
import { route, type Route } from "./router";
import { iso } from "./util";

function createApp(ctx: Ctx): Reply {
  const name = str(ctx.body, "client_name");
  const redirect = str(ctx.body, "redirect_uris");
  if (!name) throw badRequest("Json deserialize error: missing field `client_name`");
  if (!redirect) throw badRequest("Json deserialize error: missing field `redirect_uris`");
  const app = {
    id: String(ctx.state.seq()),
    name,
    website: str(ctx.body, "website") ?? null,
    scopes: (str(ctx.body, "scopes") ?? "read").split(/\s+/).filter(Boolean),
    redirectUris: [redirect],
    clientId: ctx.state.newId(Date.now()),
  };
  extras(ctx.state).apps.push(app);
  const body = {
    id: app.id,
    name: app.name,
    website: app.website,
    scopes: app.scopes,
    redirect_uri: redirect,
    redirect_uris: app.redirectUris,
    client_id: app.clientId,
    client_secret: randomBytes(24).toString("base64url"),
  };
  return { status: 200, body };
}

function instanceV2(ctx: Ctx): Reply {
  const v1 = instance(ctx);
  const users = [...ctx.state.profiles.values()].filter((p) => !p.deleted && p.host === null && !isGroup(ctx.state, p.id)).length;
  const body = {
    domain: ctx.host,
    title: v1.title,
    description: v1.short_description,
    extended_description: v1.description,
    version: v1.version,
    source_url: "https://codeberg.org/silverpill/mitra",
    usage: { users: { active_month: users } },
    configuration: v1.configuration,
    registrations: { enabled: v1.registrations, approval_required: v1.approval_required, message: null },
    contact: { email: "", account: v1.contact_account },
    authentication_methods: v1.authentication_methods,
    login_message: LOGIN_MESSAGE,
    like_emoji: "heart",
    favorite_emojis: ["❤️", "👍", "😂", "😮", "😢", "🎉", "🌱", "🚲"],
  };
  return { status: 200, body };
}

function domainBlocks(ctx: Ctx): Reply {
  const body = extras(ctx.state).domainBlocks.map((b) => ({
    domain: b.domain,
    digest: createHash("sha256").update(b.domain).digest("hex"),
    severity: b.severity,
    comment: b.comment,
  }));
  return { status: 200, body };
}

function preferences(ctx: Ctx): Reply {
  return { status: 200, body: { "posting:default:visibility": ctx.user!.privacy, "posting:default:language": ctx.user!.language } };
}

function deleteIdentityProof(ctx: Ctx): Reply {
  const did = str(ctx.body, "did");
  if (!did) throw badRequest("Json deserialize error: missing field `did`");
  const me = ctx.profile!;
  me.identityProofs = me.identityProofs.filter((p) => p.did !== did);
  return { status: 200, body: credentialAccount(ctx, ctx.user!) };
}

function searchDid(ctx: Ctx): Reply {
  const did = ctx.query.get("did") ?? "";
  if (!/^did:(key|pkh):\S+$/.test(did)) throw badRequest("invalid DID");
  const found = [...ctx.state.profiles.values()].filter((p) => !p.deleted && p.identityProofs.some((proof) => proof.did === did));
  return { status: 200, body: found.map((p) => account(ctx, p)) };
}

function accountLists(ctx: Ctx): Reply {
  const target = uuidParam(ctx, "account_id");
  const feeds = ctx.state.feeds.filter((f) => f.ownerId === ctx.profile!.id && f.accountIds.includes(target));
  return { status: 200, body: feeds.map((f) => ({ id: String(f.id), title: f.title })) };
}

function outgoingRequests(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  const requests = ctx.state.followRequests.filter((r) => r.senderId === me && !r.rejected).sort((a, b) => b.id - a.id);
  const page = pageByCursor(ctx, requests, (r) => r.id, { defaultLimit: 40 });
  return { ...page, body: page.items.map((r) => account(ctx, ctx.state.profiles.get(r.targetId)!)) };
}

function getMedia(ctx: Ctx): Reply {
  const media = ctx.state.media.get(uuidParam(ctx, "attachment_id"));
  if (!media || media.ownerId !== ctx.profile!.id) throw notFound("attachment");
  return { status: 200, body: attachment(ctx, media) };
}

function uploadV2(ctx: Ctx): Reply {
  if (!ctx.files.file) throw badRequest("Multipart error: missing field `file`");
  return upload(ctx);
}

function clearNotifications(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  ctx.state.notifications = ctx.state.notifications.filter((n) => n.recipientId !== me);
  return { status: 200, body: {} };
}

function readNotifications(ctx: Ctx): Reply {
  const maxId = ctx.body?.max_id;
  const value = typeof maxId === "number" ? maxId : typeof maxId === "string" && /^\d+$/.test(maxId) ? Number(maxId) : NaN;
  if (!Number.isSafeInteger(value)) throw badRequest("Json deserialize error: invalid type for `max_id`");
  const me = ctx.profile!.id;
  const markers = ctx.state.markers.get(me) ?? {};
  markers.notifications = { lastReadId: String(value), updatedAt: Date.now() };
  ctx.state.markers.set(me, markers);
  return { status: 200, raw: "", contentType: "text/plain" };
}

function notificationPolicy(ctx: Ctx): Reply {
  // Mitra derives the policy from the mention policy: only_known drops mentions from strangers.
  const known = ctx.profile!.mentionPolicy === "none" ? "accept" : "drop";
  const body = { for_not_following: "accept", for_not_followers: "accept", for_new_accounts: known, for_private_mentions: "accept" };
  return { status: 200, body };
}

function currentToken(ctx: Ctx): string {
  return (ctx.req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
}

function sessionIdOf(ctx: Ctx, token: string): number {
  const ids = extras(ctx.state).sessionIds;
  let id = ids.get(token);
  if (id === undefined) ids.set(token, (id = ctx.state.seq()));
  return id;
}

function sessions(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  const current = currentToken(ctx);
  const now = Date.now();
  const own = [...ctx.state.tokens.values()].filter((t) => t.profileId === me && t.expiresAt >= now);
  const body = own.map((t) => ({
    id: sessionIdOf(ctx, t.token),
    client_name: "Mitra web",
    created_at: iso(t.createdAt),
    is_current: t.token === current,
  }));
  return { status: 200, body };
}

function deleteSession(ctx: Ctx): Reply {
  const raw = ctx.params.session_id;
  if (!/^\d+$/.test(raw)) throw badRequest("can not parse the path parameter");
  const me = ctx.profile!.id;
  const token = [...ctx.state.tokens.values()].find((t) => t.profileId === me && sessionIdOf(ctx, t.token) === Number(raw));
  if (!token) throw notFound("token");
  ctx.state.tokens.delete(token.token);
  return { status: 204 };
}

function ownGroup(ctx: Ctx) {
  const id = uuidParam(ctx, "group_id");
  const group = extras(ctx.state).groups.get(id);
  const profile = ctx.state.profiles.get(id);
  if (!group || !profile || profile.deleted) throw notFound("profile");
  if (group.adminId !== ctx.profile!.id) throw forbidden();
  return { group, profile };
}

function createGroup(ctx: Ctx): Reply {
  requirePermission(ctx, "create_post");
  const name = str(ctx.body, "name") ?? "";
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(name)) throw badRequest("invalid username");
  if (findProfileByAcct(ctx.state, name)) throw badRequest("profile already exists");
  const description = str(ctx.body, "description") || null;
  const profile = addGroup(ctx.state, name, ctx.profile!.id, description, Date.now());
  return { status: 200, body: account(ctx, profile) };
}

function followedGroups(ctx: Ctx): Reply {
  const filter = ctx.query.get("filter") ?? "following";
  if (filter !== "following" && filter !== "moderating") throw badRequest("invalid filter type");
  const me = ctx.profile!.id;
  const groups = [...extras(ctx.state).groups.entries()]
    .filter(([id, g]) => (filter === "moderating" ? g.adminId === me : isFollowing(ctx.state, me, id)))
    .map(([id]) => ctx.state.profiles.get(id)!)
    .filter((p) => p && !p.deleted);
  return { status: 200, body: offsetPage(ctx, groups, 40).map((p) => account(ctx, p)) };
}

function groupSource(ctx: Ctx): Reply {
  return { status: 200, body: { description: ownGroup(ctx).group.description } };
}

function updateGroup(ctx: Ctx): Reply {
  const { group, profile } = ownGroup(ctx);
  const description = str(ctx.body, "description");
  if (description !== undefined) {
    group.description = description || null;
    profile.noteSource = description;
  }
  return { status: 200, body: account(ctx, profile) };
}

function deleteGroup(ctx: Ctx): Reply {
  const { profile } = ownGroup(ctx);
  profile.deleted = true;
  extras(ctx.state).groups.delete(profile.id);
  return { status: 204 };
}

function groupMembers(ctx: Ctx): Reply {
  const id = uuidParam(ctx, "group_id");
  const group = extras(ctx.state).groups.get(id);
  if (!group || ctx.state.profiles.get(id)?.deleted) throw notFound("group");
  const admin = ctx.state.profiles.get(group.adminId);
  return { status: 200, body: admin ? [{ account: account(ctx, admin), affiliation: "admin" }] : [] };
}

function adminAccounts(ctx: Ctx): Reply {
  requirePermission(ctx, "delete_any_profile");
  const body = [...ctx.state.profiles.values()]
    .filter((p) => !p.deleted && p.host === null)
    .map((p) => {
      const user = ctx.state.users.get(p.id);
      const tokens = [...ctx.state.tokens.values()].filter((t) => t.profileId === p.id);
      const last = tokens.length ? Math.max(...tokens.map((t) => t.createdAt)) : null;
      const role = user ? { id: ["user", "admin", "read_only_user"].indexOf(user.role) + 1, name: user.role, permissions_names: [] } : null;
      return {
        id: p.id,
        role,
        account: account(ctx, p),
        account_type: isGroup(ctx.state, p.id) ? "group" : "user",
        last_login_at: last === null ? null : iso(last),
      };
    });
  return { status: 200, body };
}

export const beyondAccountRoutes: Route[] = [
  route("POST /api/v1/apps", "none", createApp, { jsonBody: true }),
  route("GET /api/v2/instance", "none", instanceV2),
  route("GET /api/v1/instance/domain_blocks", "required", domainBlocks),
  route("GET /api/v1/preferences", "required", preferences),
  route("DELETE /api/v1/accounts/identity_proof", "required", deleteIdentityProof, { jsonBody: true }),
  route("GET /api/v1/accounts/search_did", "optional", searchDid),
  route("GET /api/v1/accounts/{account_id}/lists", "required", accountLists),
  route("GET /api/v1/follow_requests/outgoing", "required", outgoingRequests),
  route("GET /api/v1/media/{attachment_id}", "required", getMedia),
  route("POST /api/v2/media", "required", uploadV2),
  route("POST /api/v1/notifications/clear", "required", clearNotifications),
  route("POST /api/v1/pleroma/notifications/read", "required", readNotifications),
  route("GET /api/v2/notifications/policy", "required", notificationPolicy),
  route("GET /api/v1/settings/sessions", "required", sessions),
  route("DELETE /api/v1/settings/sessions/{session_id}", "required", deleteSession),
  route("POST /api/v1/groups", "required", createGroup, { jsonBody: true }),
  route("GET /api/v1/groups/followed", "required", followedGroups),
  route("GET /api/v1/groups/{group_id}/source", "required", groupSource),
  route("PATCH /api/v1/groups/{group_id}", "required", updateGroup, { jsonBody: true }),
  route("DELETE /api/v1/groups/{group_id}", "required", deleteGroup),
  route("GET /api/v1/groups/{group_id}/members", "required", groupMembers),
  route("GET /api/v2/admin/accounts", "required", adminAccounts),
];
