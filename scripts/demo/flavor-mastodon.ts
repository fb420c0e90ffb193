// The Mastodon flavour of the demo (DEMO_FLAVOR=mastodon, startDemo({ flavor: "mastodon" })): the same world
// and handlers, wrapped so that the instance answers like a plain Mastodon-compatible server, following
// Mastodon's public API documentation. A layer around the Mitra routes, so the Mitra flavour is unchanged:
// - Mitra-only operations answer 404: /thread (GET /context instead), Pleroma reactions, custom feeds (lists),
//   subscriptions, identity proofs, aliases, settings, groups, preview, IPFS, admin deletes, loading remote
//   activities;
// - ids are opaque strings (opaque-ids.ts), decoded in paths, queries and bodies, encoded in answers and Links;
// - entities lose their Mitra-only fields (mastodon-entities.ts); the instance reports a Mastodon version;
// - uploads are multipart only (POST /api/v1/media and /api/v2/media, which answers 202 for non-images until a
//   GET /api/v1/media/{id} finds them processed); `id[0]=` style query arrays are ignored as Rails does;
//   markers are read in the nested form only; OAuth has no password or wallet grant (tests take a token from
//   POST /__test__/token); errors carry only `error`, as Mastodon's do; posts keep a `spoiler_text` (content
//   warning), and one seeded post has one; POST /api/v1/conversations/{id}/read marks a conversation read.
import { ApiError, type Ctx, type Reply } from "./http";
import { mastodonBody, mastodonInstance, mastodonInstanceV2 } from "./mastodon-entities";
import { instanceRoutes } from "./h-instance";
import { mediaRoutes } from "./h-media";
import { decodeDeep, decodeId, encodeId, isOpaqueId } from "./opaque-ids";
import { route, type Route } from "./router";
import type { State } from "./state";
import { statusRoutes } from "./h-statuses";
import { readConversation } from "./h-beyond-posts";

export interface Flavor {
  /** Operations this server adds to the Mitra ones. */
  routes: Route[];
  /** False for a Mitra operation this server does not have (it answers 404). */
  has: (op: string) => boolean;
  /** Path and query as the handlers understand them. */
  rewriteUrl: (url: URL) => URL;
  /** Runs once the body is parsed; an answer given here is sent instead of the handler's. */
  acceptBody: (ctx: Ctx, op: string) => Reply | undefined;
  /** The handler's answer, shaped like this server's. */
  reply: (ctx: Ctx, op: string, reply: Reply) => Reply;
}

const ABSENT = [
  /\/thread$/,
  /^POST \/api\/v1\/statuses\/preview$/,
  /\/(load_conversation|load_activities|make_permanent)$/,
  /\/pleroma\//,
  /\/lists\b/,
  /\/timelines\/list\//,
  /\/subscriptions\b/,
  /\/subscribers$/,
  /\/identity_(claim|proof)$/,
  /\/aliases\b/,
  /\/api\/v1\/settings\//,
  /\/api\/v1\/admin\//,
  /\/api\/v1\/groups\b/,
  /\/timelines\/group\//,
];

const UPLOADS = new Set(["POST /api/v1/media", "POST /api/v2/media"]);
const CURSORS = ["max_id", "min_id", "since_id"];

function handlerOf(routes: Route[], op: string): Route["handler"] {
  const found = routes.find((r) => r.op === op);
  if (!found) throw new Error(`demo: no handler for ${op}`);
  return found.handler;
}

/** Splits the depth-first thread (oldest first) into Mastodon's ancestors and descendants of the post. */
async function context(ctx: Ctx): Promise<Reply> {
  const answer = await handlerOf(statusRoutes, "GET /api/v1/statuses/{status_id}/thread")(ctx);
  const thread = answer.body as { id: string; in_reply_to_id: string | null }[];
  const byId = new Map(thread.map((s) => [s.id, s]));
  const ancestors = [];
  for (let at = byId.get(ctx.params.status_id)?.in_reply_to_id; at && byId.has(at); at = byId.get(at)!.in_reply_to_id) {
    ancestors.unshift(byId.get(at)!);
  }
  const below = new Set([ctx.params.status_id]);
  const descendants = thread.filter((s) => s.in_reply_to_id !== null && below.has(s.in_reply_to_id) && below.add(s.id));
  return { status: 200, body: { ancestors, descendants } };
}

/** The seeded post that carries a content warning here, and its warning. */
const SEEDED_SPOILER = { text: "gutting tables", warning: "Fish processing, a little gory" };

export function createMastodonFlavor(): Flavor {
  const upload = handlerOf(mediaRoutes, "POST /api/v1/media");
  /** Content warnings by post, per world (a reset makes a new one). */
  const spoilers = new WeakMap<State, Map<string, string>>();
  const spoilersOf = (state: State): Map<string, string> => {
    let map = spoilers.get(state);
    if (!map) {
      map = new Map();
      const seeded = [...state.posts.values()].find((p) => p.source.includes(SEEDED_SPOILER.text));
      if (seeded) map.set(seeded.id, SEEDED_SPOILER.warning);
      spoilers.set(state, map);
    }
    return map;
  };
  /** Media uploaded through v2 that a client has not yet seen processed. */
  const processing = new Set<string>();

  async function uploadV2(ctx: Ctx): Promise<Reply> {
    const answer = await upload(ctx);
    const media = answer.body as { id: string; type: string; url: string | null; preview_url: string | null };
    if (media.type === "image") return answer;
    processing.add(media.id);
    return { status: 202, body: { ...media, url: null } };
  }

  function mediaStatus(ctx: Ctx): Reply {
    const id = ctx.params.attachment_id;
    const media = ctx.state.media.get(id);
    if (!media || media.ownerId !== ctx.profile!.id) throw new ApiError(404, "Record not found");
    const wasProcessing = processing.delete(id);
    const body = { id, type: media.mediaType.split("/")[0], url: `${ctx.base}/media/${media.id}.${media.ext}` };
    return { status: wasProcessing ? 206 : 200, body: { ...body, preview_url: body.url, description: media.description } };
  }

  return {
    routes: [
      route("GET /api/v2/instance", "none", handlerOf(instanceRoutes, "GET /api/v1/instance")),
      route("GET /api/v1/statuses/{status_id}/context", "optional", context),
      route("POST /api/v2/media", "required", uploadV2),
      route("GET /api/v1/media/{attachment_id}", "required", mediaStatus),
      route("POST /api/v1/conversations/{conversation_id}/read", "required", readConversation),
    ],
    has: (op) => !ABSENT.some((pattern) => pattern.test(op)),
    rewriteUrl(url) {
      const out = new URL(url);
      out.pathname = url.pathname
        .split("/")
        .map((segment) => (isOpaqueId(segment) ? decodeId(segment) : segment))
        .join("/");
      // Rails reads `id[0]=a` as a hash, not a list: such parameters do not reach the handlers.
      const params = new URLSearchParams();
      for (const [key, value] of url.searchParams) if (!/\[\d+\]$/.test(key)) params.append(key, decodeId(value));
      out.search = params.toString();
      return out;
    },
    acceptBody(ctx, op) {
      // Mastodon has the code grant only (the OAuth flow of scripts/demo/h-oauth.ts).
      if (op === "POST /oauth/token" && ctx.body?.grant_type !== "authorization_code") {
        const error = { error: "unsupported_grant_type", error_description: "The authorization grant type is not supported by the authorization server." };
        return { status: 400, body: error };
      }
      if (ctx.body) ctx.body = decodeDeep(ctx.body) as Record<string, unknown>;
      if (UPLOADS.has(op) && !ctx.files.file) throw new ApiError(422, "Validation failed: File can't be blank");
      if (op === "POST /api/v1/markers") {
        // A flat JSON key like "notifications[last_read_id]" means nothing to Rails: it is ignored.
        for (const key of Object.keys(ctx.body ?? {})) if (key.includes("[")) delete ctx.body![key];
        if (!ctx.body?.home && !ctx.body?.notifications) return { status: 200, body: {} };
      }
      if (op === "PATCH /api/v1/accounts/update_credentials" && ctx.body) {
        // Images come as files; a base64 string in JSON is not an image to Mastodon.
        for (const key of ["avatar", "header", "avatar_media_type", "header_media_type", "mention_policy"]) delete ctx.body[key];
      }
      if ((op === "POST /api/v1/statuses" || op === "PUT /api/v1/statuses/{status_id}") && ctx.body) {
        const visibility = ctx.body.visibility;
        if (visibility !== undefined && !["public", "unlisted", "private", "direct"].includes(String(visibility))) {
          throw new ApiError(422, "Validation failed: Visibility is not included in the list");
        }
      }
      return undefined;
    },
    reply(ctx, op, reply) {
      if (reply.status === 401) return UNAUTHORIZED;
      const headers = { ...(reply.headers ?? {}) };
      if (reply.raw !== undefined || reply.body === undefined) return { ...reply, headers };
      let body = reply.body as Record<string, unknown>;
      if (reply.status >= 400) {
        if (op.startsWith("POST /oauth/")) return reply;
        return { status: reply.status, headers, body: { error: ERROR_TEXTS[reply.status] ?? body.error } };
      }
      if (headers.Link) headers.Link = mastodonLink(headers.Link, body);
      if (op === "GET /api/v1/instance") body = mastodonInstance(body, ctx.host);
      if (op === "GET /api/v2/instance") body = mastodonInstanceV2(body, ctx.host);
      const warnings = spoilersOf(ctx.state);
      if (op === "POST /api/v1/statuses" || op === "PUT /api/v1/statuses/{status_id}") {
        const warning = typeof ctx.body?.spoiler_text === "string" ? ctx.body.spoiler_text.trim() : "";
        if (warning) warnings.set(String(body.id), warning);
        else if (ctx.body && "spoiler_text" in ctx.body) warnings.delete(String(body.id));
      }
      if (op === "GET /api/v1/statuses/{status_id}/source") {
        body = { id: body.id, text: body.text, spoiler_text: warnings.get(String(body.id)) ?? "" };
      }
      return { ...reply, headers, body: mastodonBody(body, (id) => warnings.get(id)) };
    },
  };
}

/** Mastodon's words for these statuses, whatever the handler said. */
const ERROR_TEXTS: Record<number, string> = { 403: "This action is not allowed", 404: "Record not found" };

const UNAUTHORIZED: Reply = {
  status: 401,
  body: { error: "The access token is invalid" },
  headers: { "WWW-Authenticate": 'Bearer realm="Doorkeeper", error="invalid_token", error_description="The access token is invalid"' },
};

/** Opaque cursors, and a rel="prev" link to newer items as Mastodon sends next to rel="next". */
function mastodonLink(link: string, body: unknown): string {
  const opaque = opaqueLink(link);
  const first = Array.isArray(body) ? (body[0] as { id?: unknown } | undefined)?.id : undefined;
  const next = /<([^>]+)>; rel="next"/.exec(opaque)?.[1];
  if (first === undefined || !next) return opaque;
  const prev = new URL(next);
  prev.searchParams.delete("max_id");
  prev.searchParams.set("min_id", encodeId(String(first)));
  return `${opaque}, <${prev.toString()}>; rel="prev"`;
}

/** Re-encodes the cursors of every URL in a Link header. */
export function opaqueLink(link: string): string {
  return link.replace(/<([^>]+)>/g, (_m, href: string) => {
    const url = new URL(href);
    for (const key of CURSORS) {
      const value = url.searchParams.get(key);
      if (value !== null) url.searchParams.set(key, encodeId(value));
    }
    return `<${url.toString()}>`;
  });
}
