// Posts: create (with Idempotency-Key), preview, read, edit, delete, source, thread, load conversation.
import { badRequest, boolField, forbidden, intField, notFound, str, strList, uuidParam, type Ctx, type Reply } from "./http";
import { canView, getPost, getVisiblePost, requirePermission } from "./model";
import { BASE_TOKEN, createPost, deletePost, renderSource } from "./posts";
import { customEmoji } from "./render";
import { status } from "./render-status";
import { route, type Route } from "./router";
import type { Post, Visibility } from "./state";
import { UUID_RE } from "./util";

const MAX_CHARACTERS = 5000;
const VISIBILITIES: Visibility[] = ["public", "private", "subscribers", "conversation", "direct"];

function contentType(ctx: Ctx): "text/markdown" | "text/html" {
  const type = str(ctx.body, "content_type") ?? "text/markdown";
  if (type !== "text/markdown" && type !== "text/html") throw badRequest("unsupported content type");
  return type;
}

function mediaIds(ctx: Ctx): string[] {
  const ids = strList(ctx.body, "media_ids");
  if (ids.length > 16) throw badRequest("too many attachments");
  for (const id of ids) {
    const media = ctx.state.media.get(id);
    if (!media || media.ownerId !== ctx.profile!.id) throw notFound("attachment");
  }
  return ids;
}

/** Mitra's reply visibility rules. */
function replyVisibility(ctx: Ctx, parent: Post, requested: Visibility | undefined): Visibility {
  const own = parent.authorId === ctx.profile!.id;
  const allowed: Visibility[] =
    parent.visibility === "public"
      ? ["public", "private", "direct"]
      : parent.visibility === "private" && own
        ? ["private", "conversation", "direct"]
        : parent.visibility === "direct"
          ? ["direct"]
          : ["conversation", "direct"];
  const visibility = requested ?? (parent.visibility === "public" ? "public" : "direct");
  if (!allowed.includes(visibility)) throw badRequest("reply must have narrower visibility");
  return visibility;
}

function quote(ctx: Ctx): string | null {
  const quoteId = str(ctx.body, "quote_id") ?? null;
  if (quoteId === null) return null;
  const quoted = ctx.state.posts.get(quoteId);
  if (!quoted || !canView(ctx.state, quoted, ctx.profile!.id)) throw badRequest("quoted post does not exist");
  return quoteId;
}

function create(ctx: Ctx): Reply {
  requirePermission(ctx, "create_post");
  const me = ctx.profile!;
  const key = ctx.req.headers["idempotency-key"];
  const idemKey = typeof key === "string" && key ? `${me.id}:${key}` : null;
  if (idemKey) {
    const existing = ctx.state.posts.get(ctx.state.idempotency.get(idemKey) ?? "");
    if (existing && !existing.deleted) return { status: 200, body: status(ctx, existing) };
  }
  const text = str(ctx.body, "status") ?? "";
  const type = contentType(ctx);
  const media = mediaIds(ctx);
  const pollInput = ctx.body?.poll as { options?: unknown; expires_in?: unknown; multiple?: unknown } | undefined | null;
  let poll: { options: string[]; multiple: boolean; expiresAt: number | null } | null = null;
  if (pollInput) {
    const options = Array.isArray(pollInput.options) ? pollInput.options.map(String) : [];
    if (options.length < 1 || options.length > 20) throw badRequest("invalid number of poll options");
    if (options.some((o) => o.length > 1000 || o.trim() === "")) throw badRequest("invalid poll option");
    const expiresIn = intField(pollInput as Record<string, unknown>, "expires_in");
    if (expiresIn === undefined || expiresIn < 0) throw badRequest("invalid poll duration");
    poll = { options, multiple: boolField(pollInput as Record<string, unknown>, "multiple") ?? false, expiresAt: Date.now() + expiresIn * 1000 };
  }
  if (!text.trim() && media.length === 0 && !poll) throw badRequest("post is empty");
  if ([...text].length > MAX_CHARACTERS) throw badRequest("post is too long");
  let requested = str(ctx.body, "visibility") as string | undefined;
  if (requested === "unlisted") requested = "public";
  if (requested !== undefined && !VISIBILITIES.includes(requested as Visibility)) {
    throw badRequest("invalid visibility parameter");
  }
  const replyTo = str(ctx.body, "in_reply_to_id") ?? null;
  let visibility = (requested as Visibility | undefined) ?? "public";
  let parent: Post | undefined;
  if (replyTo !== null) {
    parent = UUID_RE.test(replyTo) ? ctx.state.posts.get(replyTo) : undefined;
    if (!parent || !canView(ctx.state, parent, me.id)) throw badRequest("parent post does not exist");
    visibility = replyVisibility(ctx, parent, requested as Visibility | undefined);
  } else if (visibility === "conversation") {
    throw badRequest("invalid visibility parameter");
  }
  const post = createPost(ctx.state, {
    authorId: me.id,
    source: text,
    contentType: type,
    visibility,
    sensitive: boolField(ctx.body, "sensitive") ?? false,
    inReplyToId: parent?.id ?? null,
    quoteId: quote(ctx),
    mediaIds: media,
    poll,
    title: str(ctx.body, "title") ?? null,
    language: str(ctx.body, "language") ?? null,
  });
  if (idemKey) ctx.state.idempotency.set(idemKey, post.id);
  return { status: 200, body: status(ctx, post) };
}

function preview(ctx: Ctx): Reply {
  const text = str(ctx.body, "status") ?? "";
  const rendered = renderSource(ctx.state, text, contentType(ctx));
  return {
    status: 200,
    body: { content: rendered.html.trim().replaceAll(BASE_TOKEN, ctx.base), emojis: rendered.emojis.map((c) => customEmoji(ctx, c)) },
  };
}

function ownPost(ctx: Ctx): Post {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  if (post.authorId !== ctx.profile!.id) throw forbidden();
  return post;
}

function edit(ctx: Ctx): Reply {
  const post = ownPost(ctx);
  if (post.reblogOfId) throw forbidden();
  const text = str(ctx.body, "status");
  if (text === undefined) throw badRequest("Json deserialize error: missing field `status`");
  if ([...text].length > MAX_CHARACTERS) throw badRequest("post is too long");
  const type = contentType(ctx);
  const rendered = renderSource(ctx.state, text, type);
  if (ctx.body?.media_ids !== undefined) post.mediaIds = mediaIds(ctx);
  if (!text.trim() && post.mediaIds.length === 0 && !post.poll) throw badRequest("post is empty");
  post.source = text;
  post.contentType = type;
  post.html = rendered.html.trim();
  post.mentionIds = [...new Set([...rendered.mentionIds, ...(post.visibility === "direct" ? post.mentionIds : [])])];
  post.tags = rendered.tags;
  post.emojis = rendered.emojis;
  post.sensitive = boolField(ctx.body, "sensitive") ?? post.sensitive;
  if (ctx.body && "quote_id" in ctx.body) post.quoteId = quote(ctx);
  if (ctx.body && "title" in ctx.body) post.title = str(ctx.body, "title") ?? null;
  if (ctx.body && "language" in ctx.body) post.language = str(ctx.body, "language") ?? null;
  post.editedAt = Date.now();
  return { status: 200, body: status(ctx, post) };
}

function remove(ctx: Ctx): Reply {
  const post = ownPost(ctx);
  const body = { ...status(ctx, post), text: post.source };
  deletePost(ctx.state, post);
  return { status: 200, body };
}

function source(ctx: Ctx): Reply {
  const post = ownPost(ctx);
  return {
    status: 200,
    body: { id: post.id, content_type: post.contentType, text: post.source, title: post.title, spoiler_text: "" },
  };
}

/** The whole conversation, depth first, oldest replies first; posts the viewer cannot see are left out. */
function thread(ctx: Ctx): Reply {
  const post = getVisiblePost(ctx, uuidParam(ctx, "status_id"));
  const viewer = ctx.profile?.id ?? null;
  const members = [...ctx.state.posts.values()].filter(
    (p) => !p.deleted && !p.reblogOfId && p.conversationRootId === post.conversationRootId,
  );
  const children = new Map<string | null, Post[]>();
  for (const p of members) {
    const key = p.id === post.conversationRootId ? null : p.inReplyToId;
    children.set(key, [...(children.get(key) ?? []), p]);
  }
  const ordered: Post[] = [];
  const walk = (parentId: string | null) => {
    for (const child of (children.get(parentId) ?? []).sort((a, b) => (a.id < b.id ? -1 : 1))) {
      ordered.push(child);
      walk(child.id);
    }
  };
  walk(null);
  return { status: 200, body: ordered.filter((p) => canView(ctx.state, p, viewer)).map((p) => status(ctx, p)) };
}

/** The standard call (Mitra has it too): the post's ancestors (root first) and descendants (depth first). */
function context(ctx: Ctx): Reply {
  const posts = thread(ctx).body as { id: string; in_reply_to_id: string | null }[];
  const byId = new Map(posts.map((s) => [s.id, s]));
  const ancestors = [];
  for (let at = byId.get(ctx.params.status_id)?.in_reply_to_id; at && byId.has(at); at = byId.get(at)!.in_reply_to_id) {
    ancestors.unshift(byId.get(at)!);
  }
  const below = new Set([ctx.params.status_id]);
  const descendants = posts.filter((s) => s.in_reply_to_id !== null && below.has(s.in_reply_to_id) && below.add(s.id));
  return { status: 200, body: { ancestors, descendants } };
}

function loadConversation(ctx: Ctx): Reply {
  requirePermission(ctx, "delete_any_profile");
  const post = getPost(ctx.state, uuidParam(ctx, "status_id"));
  const useContext = boolField(ctx.body, "use_context") ?? false;
  if (!useContext && ctx.state.profiles.get(post.authorId)?.host === null) throw notFound("post");
  return { status: 204 };
}

export const statusRoutes: Route[] = [
  route("POST /api/v1/statuses", "required", create),
  route("POST /api/v1/statuses/preview", "required", preview),
  route("GET /api/v1/statuses/{status_id}", "optional", (ctx) => ({
    status: 200,
    body: status(ctx, getVisiblePost(ctx, uuidParam(ctx, "status_id"))),
  })),
  route("PUT /api/v1/statuses/{status_id}", "required", edit),
  route("DELETE /api/v1/statuses/{status_id}", "required", remove),
  route("GET /api/v1/statuses/{status_id}/source", "required", source),
  route("GET /api/v1/statuses/{status_id}/thread", "optional", thread),
  route("GET /api/v1/statuses/{status_id}/context", "optional", context),
  route("POST /api/v1/statuses/{status_id}/load_conversation", "required", loadConversation, { jsonBody: true }),
];
