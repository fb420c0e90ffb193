// Post operations beyond the client spec: liked posts, who interacted, conversation tracking, removal from a
// group thread, batch and context fetches, direct conversations, group timelines.
import { canModerate, extras, isGroup } from "./extras";
import { badRequest, forbidden, notFound, pageByCursor, uuidParam, type Ctx, type Reply } from "./http";
import { canView, getVisiblePost, isMuting } from "./model";
import { deletePost } from "./posts";
import { account, customEmoji } from "./render";
import { status } from "./render-status";
import { route, type Route } from "./router";
import type { Post } from "./state";
import { UUID_RE } from "./util";

const newestFirst = (a: { id: string }, b: { id: string }) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function visible(ctx: Ctx, post: Post): boolean {
  const viewer = ctx.profile?.id ?? null;
  return canView(ctx.state, post, viewer) && !(viewer && post.authorId !== viewer && isMuting(ctx.state, viewer, post.authorId));
}

function statusPage(ctx: Ctx, posts: Post[]): Reply {
  const page = pageByCursor(ctx, posts.sort(newestFirst), (p) => p.id, { defaultLimit: 20 });
  return { ...page, body: page.items.map((p) => status(ctx, p)) };
}

function favourites(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  const withReactions = ctx.query.bool("all_reactions");
  const posts = [...ctx.state.posts.values()].filter(
    (p) =>
      !p.deleted &&
      (ctx.state.favourites.get(p.id)?.has(me) ||
        (withReactions && (ctx.state.reactions.get(p.id) ?? []).some((r) => r.profileId === me))) &&
      canView(ctx.state, p, me),
  );
  return statusPage(ctx, posts);
}

function favouritedBy(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  // The server never shows who liked a post to guests.
  const ids = ctx.profile ? [...(ctx.state.favourites.get(post.id) ?? [])].reverse() : [];
  const profiles = ids.map((id) => ctx.state.profiles.get(id)!).filter((p) => p && !p.deleted);
  const page = pageByCursor(ctx, profiles.map((p, i) => ({ p, cursor: profiles.length - i })), (x) => x.cursor, { defaultLimit: 40 });
  return { ...page, body: page.items.map((x) => account(ctx, x.p)) };
}

function rebloggedBy(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  const reposts = [...ctx.state.posts.values()].filter((p) => !p.deleted && p.reblogOfId === post.id).sort(newestFirst);
  const page = pageByCursor(ctx, reposts, (p) => p.id, { defaultLimit: 40 });
  return { ...page, body: page.items.map((p) => account(ctx, ctx.state.profiles.get(p.authorId)!)) };
}

function reactions(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  const me = ctx.profile!.id;
  const grouped: { name: string; url: string | null; count: number; me: boolean; accounts: unknown[] }[] = [];
  for (const r of ctx.state.reactions.get(post.id) ?? []) {
    const profile = ctx.state.profiles.get(r.profileId);
    if (!profile || profile.deleted) continue;
    const custom = r.content.startsWith(":") ? customEmoji(ctx, r.content.replaceAll(":", "")) : null;
    const name = custom ? custom.shortcode : r.content;
    let item = grouped.find((g) => g.name === name);
    if (!item) grouped.push((item = { name, url: custom?.url ?? null, count: 0, me: false, accounts: [] }));
    item.count++;
    item.accounts.push(account(ctx, profile));
    if (r.profileId === me) item.me = true;
  }
  return { status: 200, body: grouped };
}

function conversationTracking(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  const value = ctx.body?.status;
  if (value !== "normal" && value !== "follow") throw badRequest("invalid tracking status");
  const key = `${ctx.profile!.id}>${post.conversationRootId}`;
  if (value === "follow") extras(ctx.state).tracking.add(key);
  else extras(ctx.state).tracking.delete(key);
  return { status: 200, body: status(ctx, post) };
}

function removeFromThread(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  if (!extras(ctx.state).groupPosts.has(post.id)) throw notFound("post");
  if (!canModerate(ctx.state, ctx.profile!.id, post.id)) throw forbidden();
  deletePost(ctx.state, post);
  return { status: 204 };
}

function statuses(ctx: Ctx): Reply {
  const ids = ctx.query.all("id");
  if (ids.some((id) => !UUID_RE.test(id))) throw badRequest("Query deserialize error: invalid id");
  const posts = ids
    .map((id) => ctx.state.posts.get(id.toLowerCase()))
    .filter((p): p is Post => p !== undefined && !p.deleted && canView(ctx.state, p, ctx.profile!.id));
  return { status: 200, body: posts.map((p) => status(ctx, p)) };
}

function context(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  const ancestors: Post[] = [];
  for (let parent = post.inReplyToId ? ctx.state.posts.get(post.inReplyToId) : undefined; parent; ) {
    if (!parent.deleted && visible(ctx, parent)) ancestors.unshift(parent);
    parent = parent.inReplyToId ? ctx.state.posts.get(parent.inReplyToId) : undefined;
  }
  const descendants: Post[] = [];
  const walk = (id: string) => {
    const children = [...ctx.state.posts.values()].filter((p) => !p.deleted && !p.reblogOfId && p.inReplyToId === id);
    for (const child of children.sort((a, b) => -newestFirst(a, b))) {
      if (visible(ctx, child)) descendants.push(child);
      walk(child.id);
    }
  };
  walk(post.id);
  return { status: 200, body: { ancestors: ancestors.map((p) => status(ctx, p)), descendants: descendants.map((p) => status(ctx, p)) } };
}

function directPosts(ctx: Ctx): Post[] {
  const me = ctx.profile!.id;
  return [...ctx.state.posts.values()].filter(
    (p) => !p.deleted && p.visibility === "direct" && (p.authorId === me || p.mentionIds.includes(me)) && visible(ctx, p),
  );
}

function directTimeline(ctx: Ctx): Reply {
  return statusPage(ctx, directPosts(ctx));
}

interface Conversation {
  id: string;
  last: Post;
  people: Set<string>;
}

function conversationList(ctx: Ctx): Conversation[] {
  const me = ctx.profile!.id;
  const byRoot = new Map<string, Post[]>();
  for (const post of directPosts(ctx)) byRoot.set(post.conversationRootId, [...(byRoot.get(post.conversationRootId) ?? []), post]);
  const list = [...byRoot.entries()].map(([rootId, posts]) => {
    const last = posts.sort(newestFirst)[0];
    const people = new Set<string>();
    for (const p of posts) for (const id of [p.authorId, ...p.mentionIds]) if (id !== me) people.add(id);
    return { id: rootId, last, people };
  });
  return list.sort((a, b) => newestFirst(a.last, b.last));
}

/** Unread while its newest message is someone else's and was not read yet (replying ends it, as it is your own). */
function conversationBody(ctx: Ctx, c: Conversation) {
  const me = ctx.profile!.id;
  return {
    id: c.id,
    unread: c.last.authorId !== me && extras(ctx.state).readConversations.get(`${me}>${c.id}`) !== c.last.id,
    accounts: [...c.people].map((id) => ctx.state.profiles.get(id)!).filter((p) => p && !p.deleted).map((p) => account(ctx, p)),
    last_status: status(ctx, c.last),
  };
}

/** POST /api/v1/conversations/{id}/read: Mastodon's call, routed by the Mastodon flavour only (Mitra has none). */
export function readConversation(ctx: Ctx): Reply {
  const found = conversationList(ctx).find((c) => c.id === ctx.params.conversation_id);
  if (!found) throw notFound("conversation");
  extras(ctx.state).readConversations.set(`${ctx.profile!.id}>${found.id}`, found.last.id);
  return { status: 200, body: conversationBody(ctx, found) };
}

function conversations(ctx: Ctx): Reply {
  const list = conversationList(ctx);
  const page = pageByCursor(ctx, list, (c) => c.last.id, { defaultLimit: 20, link: false });
  const limit = ctx.query.int("limit", 20, 200);
  const headers: Record<string, string> = {};
  if (page.items.length === limit && limit > 0) {
    const url = new URL(`${ctx.base}${ctx.path}`);
    url.searchParams.set("limit", String(limit));
    url.searchParams.set("max_id", page.items[page.items.length - 1].last.id);
    headers.Link = `<${url}>; rel="next"`;
  }
  return {
    status: 200,
    headers,
    body: page.items.map((c) => conversationBody(ctx, c)),
  };
}

function groupTimeline(ctx: Ctx): Reply {
  const groupId = uuidParam(ctx, "group_id");
  if (!isGroup(ctx.state, groupId)) throw notFound("group");
  const posts = [...extras(ctx.state).groupPosts.entries()]
    .filter(([, g]) => g === groupId)
    .map(([id]) => ctx.state.posts.get(id)!)
    .filter((p) => p && !p.deleted && visible(ctx, p));
  return statusPage(ctx, posts);
}

export const beyondPostRoutes: Route[] = [
  route("GET /api/v1/favourites", "required", favourites),
  route("GET /api/v1/statuses/{status_id}/favourited_by", "optional", favouritedBy),
  route("GET /api/v1/statuses/{status_id}/reblogged_by", "optional", rebloggedBy),
  route("GET /api/v1/pleroma/statuses/{status_id}/reactions", "required", reactions),
  route("POST /api/v1/statuses/{status_id}/conversation_tracking", "required", conversationTracking, { jsonBody: true }),
  route("DELETE /api/v1/statuses/{status_id}/thread", "required", removeFromThread),
  route("GET /api/v1/statuses", "required", statuses),
  route("GET /api/v1/statuses/{status_id}/context", "optional", context),
  route("GET /api/v1/timelines/direct", "required", directTimeline),
  route("GET /api/v1/conversations", "required", conversations),
  route("GET /api/v1/timelines/group/{group_id}", "required", groupTimeline),
];
