// Timelines (home, public, tag, custom feed), bookmarks and search.
import { matchProfiles } from "./h-accounts";
import { ApiError, badRequest, notFound, offsetPage, pageByCursor, type Ctx, type Reply } from "./http";
import { canView, isFollowing, isMuting } from "./model";
import { account } from "./render";
import { status } from "./render-status";
import { route, type Route } from "./router";
import type { Post } from "./state";

function newestFirst(posts: Post[]): Post[] {
  return posts.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

function statusPage(ctx: Ctx, posts: Post[]): Reply {
  const page = pageByCursor(ctx, newestFirst(posts), (p) => p.id, { defaultLimit: 20 });
  return { ...page, body: page.items.map((p) => status(ctx, p)) };
}

function visibleTo(ctx: Ctx, post: Post): boolean {
  const viewer = ctx.profile?.id ?? null;
  if (!canView(ctx.state, post, viewer)) return false;
  if (viewer && post.authorId !== viewer) {
    if (isMuting(ctx.state, viewer, post.authorId)) return false;
    const original = post.reblogOfId ? ctx.state.posts.get(post.reblogOfId) : undefined;
    if (original && isMuting(ctx.state, viewer, original.authorId)) return false;
  }
  return true;
}

function home(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  const state = ctx.state;
  const posts = [...state.posts.values()].filter((p) => {
    if (p.deleted) return false;
    const mine = p.authorId === me;
    const followed = isFollowing(state, me, p.authorId);
    const mentioned = p.mentionIds.includes(me);
    if (!mine && !followed && !mentioned) return false;
    if (followed && !mine) {
      if (p.reblogOfId && state.hiddenReblogs.has(`${me}>${p.authorId}`)) return false;
      if (p.inReplyToId && state.hiddenReplies.has(`${me}>${p.authorId}`) && !mentioned) return false;
    }
    return visibleTo(ctx, p);
  });
  return statusPage(ctx, posts);
}

function publicTimeline(ctx: Ctx): Reply {
  const local = ctx.query.bool("local");
  const instance = ctx.query.get("instance");
  if (!ctx.user && !local) throw new ApiError(401, "authentication required");
  const posts = [...ctx.state.posts.values()].filter((p) => {
    if (p.deleted || p.reblogOfId || p.visibility !== "public") return false;
    const author = ctx.state.profiles.get(p.authorId)!;
    if (local && author.host !== null) return false;
    if (instance && author.host !== instance) return false;
    return visibleTo(ctx, p);
  });
  return statusPage(ctx, posts);
}

function tag(ctx: Ctx): Reply {
  const name = ctx.params.hashtag.replace(/^#/, "").toLowerCase();
  const posts = [...ctx.state.posts.values()].filter((p) => !p.deleted && !p.reblogOfId && p.tags.includes(name) && visibleTo(ctx, p));
  return statusPage(ctx, posts);
}

export function ownFeed(ctx: Ctx) {
  const raw = ctx.params.list_id;
  if (!/^\d+$/.test(raw)) throw badRequest("invalid list ID");
  const feed = ctx.state.feeds.find((f) => f.id === Number(raw) && f.ownerId === ctx.profile!.id);
  if (!feed) throw notFound("custom feed");
  return feed;
}

function listTimeline(ctx: Ctx): Reply {
  const feed = ownFeed(ctx);
  const posts = [...ctx.state.posts.values()].filter((p) => !p.deleted && feed.accountIds.includes(p.authorId) && visibleTo(ctx, p));
  return statusPage(ctx, posts);
}

function bookmarks(ctx: Ctx): Reply {
  const me = ctx.profile!.id;
  const list = ctx.state.bookmarks
    .filter((b) => b.userId === me)
    .filter((b) => {
      const post = ctx.state.posts.get(b.postId);
      return post !== undefined && canView(ctx.state, post, me);
    })
    .sort((a, b) => b.id - a.id);
  const page = pageByCursor(ctx, list, (b) => b.id, { defaultLimit: 20 });
  return { ...page, body: page.items.map((b) => status(ctx, ctx.state.posts.get(b.postId)!)) };
}

function search(ctx: Ctx): Reply {
  const q = ctx.query.get("q");
  if (q === undefined) throw badRequest("Query deserialize error: missing field `q`");
  const type = ctx.query.get("type");
  if (type !== undefined && type !== "accounts" && type !== "statuses") throw badRequest("Query deserialize error: unknown variant");
  const needle = q.trim().toLowerCase();
  const empty = { accounts: [], statuses: [], hashtags: [] } as Record<string, unknown[]>;
  if (!needle) return { status: 200, body: empty };
  const byUrl = /\/(?:post|objects)\/([0-9a-f-]{36})$/.exec(needle);
  let posts: Post[];
  if (byUrl) {
    const post = ctx.state.posts.get(byUrl[1]);
    posts = post && canView(ctx.state, post, ctx.profile!.id) ? [post] : [];
  } else {
    const words = needle.replace(/^#/, "");
    posts = newestFirst(
      [...ctx.state.posts.values()].filter(
        (p) => !p.deleted && !p.reblogOfId && p.source.toLowerCase().includes(words) && visibleTo(ctx, p),
      ),
    );
  }
  const tagNeedle = needle.replace(/^#/, "");
  const tags = new Set<string>();
  if (type === undefined) {
    for (const p of ctx.state.posts.values()) {
      if (!p.deleted) for (const t of p.tags) if (t.startsWith(tagNeedle)) tags.add(t);
    }
  }
  const accounts = type === "statuses" || needle.startsWith("#") ? [] : matchProfiles(ctx, q);
  return {
    status: 200,
    body: {
      accounts: offsetPage(ctx, accounts, 20).map((p) => account(ctx, p)),
      statuses: type === "accounts" ? [] : offsetPage(ctx, posts, 20).map((p) => status(ctx, p)),
      hashtags: offsetPage(ctx, [...tags].sort(), 20).map((name) => ({
        name,
        url: `${ctx.base}/collections/tags/${encodeURIComponent(name)}`,
      })),
    },
  };
}

export const timelineRoutes: Route[] = [
  route("GET /api/v1/timelines/home", "required", home),
  route("GET /api/v1/timelines/public", "optional", publicTimeline),
  route("GET /api/v1/timelines/tag/{hashtag}", "optional", tag),
  route("GET /api/v1/timelines/list/{list_id}", "required", listTimeline),
  route("GET /api/v1/bookmarks", "required", bookmarks),
  route("GET /api/v2/search", "required", search),
];
