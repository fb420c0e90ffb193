// Settings: client config, password, aliases, CSV export/import, moving followers, deleting the account.
import { badRequest, notFound, requireStr, type Ctx, type Reply } from "./http";
import { acctOf, actorIdOf, findProfileByAcct, findProfileByActorId, followersOf, followingOf, followOrRequest, notify } from "./model";
import { BASE_TOKEN } from "./posts";
import { aliases, credentialAccount } from "./render";
import { route, type Route } from "./router";
import { followKey, type Profile } from "./state";

function clientConfig(ctx: Ctx): Reply {
  const keys = Object.keys(ctx.body ?? {});
  if (keys.length !== 1) throw badRequest("can't update more than one config");
  const value = ctx.body![keys[0]];
  if (JSON.stringify(value).length > 10_000) throw badRequest("client config size exceeds limit");
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw badRequest("invalid client config");
  ctx.user!.clientConfig = { ...ctx.user!.clientConfig, [keys[0]]: value };
  return { status: 200, body: credentialAccount(ctx, ctx.user!) };
}

function changePassword(ctx: Ctx): Reply {
  const password = requireStr(ctx.body, "new_password");
  if (!password) throw badRequest("password is required");
  const user = ctx.user!;
  user.password = password;
  if (!user.authMethods.includes("password")) user.authMethods = ["password", ...user.authMethods];
  return { status: 200, body: credentialAccount(ctx, user) };
}

function addAlias(ctx: Ctx): Reply {
  const me = ctx.profile!;
  const target = findProfileByAcct(ctx.state, requireStr(ctx.body, "acct"));
  if (!target) throw notFound("profile");
  if (target.id === me.id) throw badRequest("alias must differ from current account");
  if (target.host === null) throw badRequest("alias must be on another server");
  const actorId = actorIdOf(target, ctx.base);
  if (me.aliases.includes(actorId)) throw badRequest("alias already exists");
  me.aliases.push(actorId);
  return { status: 200, body: aliases(ctx, me) };
}

function removeAlias(ctx: Ctx): Reply {
  const me = ctx.profile!;
  const actorId = requireStr(ctx.body, "actor_id");
  if (!me.aliases.includes(actorId)) throw notFound("alias");
  me.aliases = me.aliases.filter((a) => a !== actorId);
  return { status: 200, body: aliases(ctx, me) };
}

function address(ctx: Ctx, profile: Profile): string {
  const acct = acctOf(profile);
  return profile.host === null ? `${acct}@${ctx.host}` : acct;
}

function csv(ctx: Ctx, ids: string[]): Reply {
  const lines = ids.map((id) => address(ctx, ctx.state.profiles.get(id)!));
  return { status: 200, raw: lines.map((l) => `${l}\n`).join(""), contentType: "text/csv" };
}

function parseAddresses(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const value = line.split(",")[0].trim().replace(/^@/, "");
    if (!value || /^account address$/i.test(value)) continue;
    if (!/^[^@\s]+@[^@\s]+$/.test(value)) throw badRequest(`invalid address: ${value}`);
    out.push(value);
  }
  return out;
}

function resolveAddress(ctx: Ctx, addr: string): Profile | undefined {
  const [name, host] = addr.split("@");
  return host === ctx.host ? findProfileByAcct(ctx.state, name) : findProfileByAcct(ctx.state, addr);
}

function importFollows(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  for (const addr of parseAddresses(requireStr(ctx.body, "follows_csv"))) {
    const target = resolveAddress(ctx, addr);
    if (target && target.id !== me) followOrRequest(ctx.state, me, target.id);
  }
  return { status: 204 };
}

function importFollowers(ctx: Ctx): Reply {
  const me = ctx.profile!;
  const fromActorId = requireStr(ctx.body, "from_actor_id");
  const addresses = parseAddresses(requireStr(ctx.body, "followers_csv"));
  const from = findProfileByActorId(ctx.state, fromActorId, ctx.base);
  if (from && from.host === null) throw badRequest("can't move from local actor");
  if (!me.aliases.includes(fromActorId)) throw badRequest("old profile is not an alias");
  for (const addr of addresses) {
    const follower = resolveAddress(ctx, addr);
    if (follower && follower.id !== me.id) {
      if (from) ctx.state.follows.delete(followKey(follower.id, from.id));
      ctx.state.follows.set(followKey(follower.id, me.id), ctx.state.seq());
    }
  }
  return { status: 200, body: credentialAccount(ctx, ctx.user!) };
}

function moveFollowers(ctx: Ctx): Reply {
  const me = ctx.profile!;
  const target = findProfileByAcct(ctx.state, requireStr(ctx.body, "target_acct"));
  if (!target) throw notFound("profile");
  if (target.host === null) throw badRequest("can't move followers to a local actor");
  const myActor = actorIdOf(me, ctx.base);
  const declaresMe = target.aliases.some((a) => a.replace(BASE_TOKEN, ctx.base) === myActor);
  if (!declaresMe) throw badRequest("target is not an alias");
  for (const followerId of followersOf(ctx.state, me.id)) {
    ctx.state.follows.delete(followKey(followerId, me.id));
    if (followerId !== target.id) ctx.state.follows.set(followKey(followerId, target.id), ctx.state.seq());
    notify(ctx.state, followerId, "move", me.id);
  }
  return { status: 200, body: credentialAccount(ctx, ctx.user!) };
}

function deleteAccount(ctx: Ctx): Reply {
  const me = ctx.profile!;
  me.deleted = true;
  for (const [token, entry] of ctx.state.tokens) if (entry.profileId === me.id) ctx.state.tokens.delete(token);
  return { status: 204 };
}

export const settingsRoutes: Route[] = [
  route("POST /api/v1/settings/client_config", "required", clientConfig),
  route("POST /api/v1/settings/change_password", "required", changePassword),
  route("POST /api/v1/settings/aliases", "required", addAlias),
  route("POST /api/v1/settings/aliases/remove", "required", removeAlias),
  route("GET /api/v1/settings/export_followers", "required", (ctx) => csv(ctx, followersOf(ctx.state, ctx.profile!.id))),
  route("GET /api/v1/settings/export_follows", "required", (ctx) => csv(ctx, followingOf(ctx.state, ctx.profile!.id))),
  route("POST /api/v1/settings/import_follows", "required", importFollows),
  route("POST /api/v1/settings/import_followers", "required", importFollowers),
  route("POST /api/v1/settings/move_followers", "required", moveFollowers),
  route("POST /api/v1/settings/delete_account", "required", deleteAccount),
];
