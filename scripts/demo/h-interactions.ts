// Interactions with a post: favourite, repost, bookmark, pin, IPFS, emoji reactions, poll votes.
import { createHash } from "node:crypto";

import { ApiError, badRequest, forbidden, notFound, operationError, str, uuidParam, type Ctx, type Reply } from "./http";
import { CUSTOM_EMOJI_CODES } from "./markdown";
import { getVisiblePost, notify, requirePermission } from "./model";
import { createReblog, deletePost } from "./posts";
import { poll, status } from "./render-status";
import { route, type Route } from "./router";
import type { Post } from "./state";

/** Actions on a repost apply to the original, as on the real server. */
function target(ctx: Ctx): Post {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  return post.reblogOfId ? ctx.state.posts.get(post.reblogOfId)! : post;
}

const answer = (ctx: Ctx, post: Post): Reply => ({ status: 200, body: status(ctx, post) });

function favourite(ctx: Ctx): Reply {
  const post = target(ctx);
  const me = ctx.profile!.id;
  const favs = ctx.state.favourites.get(post.id) ?? new Set<string>();
  if (!favs.has(me)) {
    favs.add(me);
    ctx.state.favourites.set(post.id, favs);
    notify(ctx.state, post.authorId, "favourite", me, { postId: post.id });
  }
  return answer(ctx, post);
}

function unfavourite(ctx: Ctx): Reply {
  const post = target(ctx);
  ctx.state.favourites.get(post.id)?.delete(ctx.profile!.id);
  return answer(ctx, post);
}

function myReblog(ctx: Ctx, post: Post): Post | undefined {
  return [...ctx.state.posts.values()].find((p) => !p.deleted && p.reblogOfId === post.id && p.authorId === ctx.profile!.id);
}

function reblog(ctx: Ctx): Reply {
  requirePermission(ctx, "create_post");
  const post = target(ctx);
  const visibility = str(ctx.body, "visibility") ?? "public";
  if (visibility !== "public" && visibility !== "private") throw badRequest("invalid repost visibility");
  if (post.visibility !== "public") throw notFound("post");
  const existing = myReblog(ctx, post);
  if (existing) throw badRequest("repost already exists");
  return answer(ctx, createReblog(ctx.state, ctx.profile!.id, post, visibility));
}

function unreblog(ctx: Ctx): Reply {
  const post = target(ctx);
  const existing = myReblog(ctx, post);
  if (!existing) throw notFound("post");
  deletePost(ctx.state, existing);
  return answer(ctx, post);
}

function bookmark(ctx: Ctx): Reply {
  const post = target(ctx);
  const me = ctx.profile!.id;
  if (!ctx.state.bookmarks.some((b) => b.userId === me && b.postId === post.id)) {
    ctx.state.bookmarks.push({ id: ctx.state.seq(), userId: me, postId: post.id });
  }
  return answer(ctx, post);
}

function unbookmark(ctx: Ctx): Reply {
  const post = target(ctx);
  const me = ctx.profile!.id;
  ctx.state.bookmarks = ctx.state.bookmarks.filter((b) => !(b.userId === me && b.postId === post.id));
  return answer(ctx, post);
}

function pin(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  if (post.authorId !== ctx.profile!.id || post.visibility !== "public" || post.reblogOfId) {
    throw operationError("can't pin post");
  }
  ctx.state.pinned.add(post.id);
  return answer(ctx, post);
}

function unpin(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  if (post.authorId !== ctx.profile!.id) throw operationError("can't unpin post");
  ctx.state.pinned.delete(post.id);
  return answer(ctx, post);
}

function makePermanent(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  if (post.authorId !== ctx.profile!.id || post.visibility !== "public" || post.reblogOfId) throw forbidden();
  if (post.ipfsCid) throw operationError("post already saved to IPFS");
  const digest = createHash("sha256").update(post.id + post.source).digest();
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let cid = "bafybei";
  for (let i = 0; cid.length < 59; i++) cid += alphabet[digest[i % digest.length] % 32];
  post.ipfsCid = cid;
  return answer(ctx, post);
}

/** A Unicode emoji, or a custom emoji name with optional colons (stored as ":name:"). */
function reactionContent(ctx: Ctx): string {
  const raw = ctx.params.content;
  const custom = /^:?([A-Za-z0-9_.+-]+):?$/.exec(raw);
  if (custom) {
    if (!(CUSTOM_EMOJI_CODES as readonly string[]).includes(custom[1])) throw notFound("emoji");
    return `:${custom[1]}:`;
  }
  if (!/^(\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Component})/u.test(raw) || [...raw].length > 10) {
    throw badRequest("invalid emoji");
  }
  return raw;
}

function react(ctx: Ctx): Reply {
  const post = target(ctx);
  const content = reactionContent(ctx);
  const me = ctx.profile!.id;
  const list = ctx.state.reactions.get(post.id) ?? [];
  if (list.some((r) => r.profileId === me && r.content === content)) throw badRequest("reaction already exists");
  list.push({ profileId: me, content });
  ctx.state.reactions.set(post.id, list);
  notify(ctx.state, post.authorId, "pleroma:emoji_reaction", me, { postId: post.id, reaction: content });
  return answer(ctx, post);
}

function unreact(ctx: Ctx): Reply {
  const post = target(ctx);
  const content = reactionContent(ctx);
  const me = ctx.profile!.id;
  const list = ctx.state.reactions.get(post.id) ?? [];
  const index = list.findIndex((r) => r.profileId === me && r.content === content);
  if (index === -1) throw notFound("reaction");
  list.splice(index, 1);
  return answer(ctx, post);
}

function vote(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "poll_id"));
  const state = post.poll;
  if (!state) throw notFound("poll");
  const raw = ctx.body?.choices;
  if (!Array.isArray(raw)) throw badRequest("Json deserialize error: missing field `choices`");
  const choices = raw.map((c) => (typeof c === "string" && /^\d+$/.test(c) ? Number(c) : c));
  if (!choices.every((c) => typeof c === "number" && Number.isInteger(c))) {
    throw badRequest("Json deserialize error: invalid type, expected an integer");
  }
  const me = ctx.profile!.id;
  if (state.expiresAt !== null && state.expiresAt <= Date.now()) throw operationError("poll has already ended");
  if (state.votes.has(me)) throw operationError("already voted");
  const unique = [...new Set(choices as number[])];
  if (unique.length === 0) throw operationError("choice set is empty");
  if (unique.length > 1 && !state.multiple) throw operationError("only one option can be chosen");
  if (unique.some((c) => c < 0 || c >= state.options.length)) throw new ApiError(400, "invalid choice");
  state.votes.set(me, unique);
  return { status: 200, body: poll(ctx, post) };
}

export const interactionRoutes: Route[] = [
  route("POST /api/v1/statuses/{status_id}/favourite", "required", favourite),
  route("POST /api/v1/statuses/{status_id}/unfavourite", "required", unfavourite),
  route("POST /api/v1/statuses/{status_id}/reblog", "required", reblog),
  route("POST /api/v1/statuses/{status_id}/unreblog", "required", unreblog),
  route("POST /api/v1/statuses/{status_id}/bookmark", "required", bookmark),
  route("POST /api/v1/statuses/{status_id}/unbookmark", "required", unbookmark),
  route("POST /api/v1/statuses/{status_id}/pin", "required", pin),
  route("POST /api/v1/statuses/{status_id}/unpin", "required", unpin),
  route("POST /api/v1/statuses/{status_id}/make_permanent", "required", makePermanent),
  route("PUT /api/v1/pleroma/statuses/{status_id}/reactions/{content}", "required", react),
  route("DELETE /api/v1/pleroma/statuses/{status_id}/reactions/{content}", "required", unreact),
  route("POST /api/v1/polls/{poll_id}/votes", "required", vote),
];
