// Custom feeds (lists) and their members.
import { ownFeed } from "./h-timelines";
import { badRequest, notFound, operationError, requireStr, strList, type Ctx, type Reply } from "./http";
import { account, list } from "./render";
import { route, type Route } from "./router";

function cleanTitle(ctx: Ctx): string {
  const title = requireStr(ctx.body, "title").replace(/[\u200B-\u200D\uFEFF\u0000-\u001F]/g, "").trim();
  if (!title || title.length > 200) throw badRequest("invalid title");
  return title;
}

function lists(ctx: Ctx): Reply {
  const mine = ctx.state.feeds.filter((f) => f.ownerId === ctx.profile!.id).sort((a, b) => a.title.localeCompare(b.title));
  return { status: 200, body: mine.map(list) };
}

function create(ctx: Ctx): Reply {
  const feed = { id: ctx.state.seq(), ownerId: ctx.profile!.id, title: cleanTitle(ctx), accountIds: [] as string[] };
  ctx.state.feeds.push(feed);
  return { status: 200, body: list(feed) };
}

function update(ctx: Ctx): Reply {
  const feed = ownFeed(ctx);
  feed.title = cleanTitle(ctx);
  return { status: 200, body: list(feed) };
}

function remove(ctx: Ctx): Reply {
  const feed = ownFeed(ctx);
  ctx.state.feeds = ctx.state.feeds.filter((f) => f !== feed);
  return { status: 200, body: {} };
}

function members(ctx: Ctx): Reply {
  const feed = ownFeed(ctx);
  let limit = ctx.query.int("limit", 40, 200);
  if (limit === 0) limit = 200;
  const maxId = ctx.query.get("max_id");
  const sorted = [...feed.accountIds].sort();
  const after = maxId ? sorted.filter((id) => id > maxId) : sorted;
  return { status: 200, body: after.slice(0, limit).map((id) => account(ctx, ctx.state.profiles.get(id)!)) };
}

function addMembers(ctx: Ctx): Reply {
  const feed = ownFeed(ctx);
  const ids = strList(ctx.body, "account_ids");
  for (const id of ids) {
    const profile = ctx.state.profiles.get(id);
    if (!profile || profile.deleted) throw notFound("profile");
    if (feed.accountIds.includes(id)) throw operationError("user already added");
  }
  feed.accountIds.push(...ids);
  return { status: 200, body: {} };
}

function removeMembers(ctx: Ctx): Reply {
  const feed = ownFeed(ctx);
  const ids = ctx.query.all("account_ids");
  feed.accountIds = feed.accountIds.filter((id) => !ids.includes(id));
  return { status: 200, body: {} };
}

export const listRoutes: Route[] = [
  route("GET /api/v1/lists", "required", lists),
  route("POST /api/v1/lists", "required", create),
  route("GET /api/v1/lists/{list_id}", "required", (ctx) => ({ status: 200, body: list(ownFeed(ctx)) })),
  route("PUT /api/v1/lists/{list_id}", "required", update),
  route("DELETE /api/v1/lists/{list_id}", "required", remove),
  route("GET /api/v1/lists/{list_id}/accounts", "required", members),
  route("POST /api/v1/lists/{list_id}/accounts", "required", addMembers),
  route("DELETE /api/v1/lists/{list_id}/accounts", "required", removeMembers),
];
