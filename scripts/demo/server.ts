// The demo instance: Node's http server answering the Mitra API from in-memory state, plus the built
// client from dist/ on the same origin (SPA fallback), generated media, and test controls in test mode.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { accountRoutes } from "./h-accounts";
import { adminRoutes } from "./h-admin";
import { authRoutes } from "./h-auth";
import { oauthRoutes } from "./h-oauth";
import { beyondAccountRoutes } from "./h-beyond-account";
import { beyondPostRoutes } from "./h-beyond-posts";
import { instanceRoutes } from "./h-instance";
import { interactionRoutes } from "./h-interactions";
import { listRoutes } from "./h-lists";
import { mediaRoutes } from "./h-media";
import { notificationRoutes } from "./h-notifications";
import { profileRoutes } from "./h-profile";
import { settingsRoutes } from "./h-settings";
import { statusRoutes } from "./h-statuses";
import { subscriptionRoutes } from "./h-subscriptions";
import { timelineRoutes } from "./h-timelines";
import { ApiError, parseForm, parseMultipart, Query, readBody, type Ctx, type Reply } from "./http";
import { startInvoiceTimer } from "./invoices";
import { createMastodonFlavor, type Flavor } from "./flavor-mastodon";
import { emojiSvg, identiconPng } from "./media-gen";
import { decodeDeep } from "./opaque-ids";
import { Router } from "./router";
import { seedWorld } from "./seed-world";
import type { State } from "./state";
import { serveStatic } from "./static";
import { applyFault, createTestControls, withUnreadableItem, type DemoRecord, type FaultTable } from "./test-controls";

export interface DemoOptions {
  port?: number;
  host?: string;
  testMode?: boolean;
  seed?: "default" | "large";
  staticDir?: string;
  /** "mastodon" answers like a plain Mastodon-compatible server (flavor-mastodon.ts); default "mitra". */
  flavor?: "mitra" | "mastodon";
}

export interface DemoHandle {
  url: string;
  close: () => Promise<void>;
  /** Current state; replaced by a reset, so read it through this getter. */
  readonly state: State;
  /** Every API answer in test mode (operation, status, body) for the contract check. */
  records: DemoRecord[];
  operations: string[];
}

const API_PREFIXES = ["/api/", "/oauth/", "/media/", "/feeds/", "/.well-known/", "/__test__/", "/users/", "/objects/"];

/** What a browser app on another origin may call: the API and the token endpoints (not the authorize page). */
const CORS_PATHS = /^\/(api\/|oauth\/(token|revoke)$|\.well-known\/|nodeinfo\/)/;
const CORS_HEADERS = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "Link" } as const;
const PREFLIGHT_HEADERS = {
  "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key",
  "Access-Control-Max-Age": "600",
};

export async function startDemo(options: DemoOptions = {}): Promise<DemoHandle> {
  const testMode = options.testMode ?? false;
  const seedKind = options.seed ?? "default";
  let state = seedWorld(seedKind);
  const records: DemoRecord[] = [];
  const faults: FaultTable = [];
  const router = new Router();
  const flavor: Flavor | null = options.flavor === "mastodon" ? createMastodonFlavor() : null;
  router.add([
    ...instanceRoutes,
    ...authRoutes,
    ...oauthRoutes,
    ...accountRoutes,
    ...profileRoutes,
    ...settingsRoutes,
    ...statusRoutes,
    ...interactionRoutes,
    ...timelineRoutes,
    ...notificationRoutes,
    ...listRoutes,
    ...mediaRoutes,
    ...subscriptionRoutes,
    ...adminRoutes,
    ...beyondPostRoutes,
    ...beyondAccountRoutes,
  ]);
  if (flavor) router.add(flavor.routes);
  const controls = createTestControls({
    getState: () => state,
    reset: () => {
      state = seedWorld(seedKind);
      faults.length = 0;
    },
    faults,
    records,
    decodeBody: flavor ? decodeDeep : undefined,
  });
  const stopTimer = testMode ? () => {} : startInvoiceTimer(() => state);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const asSent = new URL(req.url ?? "/", "http://localhost");
    const url = flavor ? flavor.rewriteUrl(asSent) : asSent;
    const path = url.pathname;
    const method = req.method ?? "GET";
    const host = req.headers.host ?? "127.0.0.1";
    const base = `http://${host}`;
    if (CORS_PATHS.test(path)) {
      // Clients served from other origins call the API with a token, as they do on Mitra and Mastodon.
      for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
      if (method === "OPTIONS") return send(res, { status: 204, raw: "", headers: PREFLIGHT_HEADERS });
    }
    if (!API_PREFIXES.some((p) => path.startsWith(p))) {
      if (options.staticDir && (method === "GET" || method === "HEAD")) return serveStatic(req, res, options.staticDir, path);
      return send(res, { status: 404, raw: "" });
    }
    const ctx: Ctx = {
      state,
      req,
      method,
      path,
      query: new Query(url.search),
      params: {},
      body: undefined,
      files: {},
      contentType: (req.headers["content-type"] ?? "").toLowerCase(),
      base,
      host,
      user: null,
      profile: null,
      testMode,
    };
    if (path.startsWith("/__test__/")) {
      if (!testMode) return send(res, { status: 404, raw: "" });
      const answer = await controls.handle(ctx);
      return send(res, flavor ? flavor.reply(ctx, "test", answer) : answer);
    }
    if (path.startsWith("/media/") && method === "GET") return send(res, serveMediaFile(state, path));
    if (path === "/api/v1/accounts/identicon" && method === "GET") return send(res, identicon(ctx));

    const matched = router.match(method, path);
    if (matched === null) return send(res, { status: 404, raw: "" });
    if (matched === "method") return send(res, { status: 405, raw: "" });
    const { route, params } = matched;
    if (flavor && !flavor.has(route.op)) return send(res, { status: 404, raw: "" });
    ctx.params = params;
    const fault = applyFault(faults, route.op);
    if (fault?.kind === "latency") await new Promise((r) => setTimeout(r, fault.ms ?? 1000));
    else if (fault && fault.kind !== "unreadable") return faultReply(res, fault.kind);

    let reply: Reply;
    try {
      await parseRequestBody(ctx, route.jsonBody ?? false);
      authenticate(ctx, route.auth);
      reply = flavor?.acceptBody(ctx, route.op) ?? (await route.handler(ctx));
    } catch (error) {
      reply = errorReply(error, path);
    }
    if (flavor) reply = flavor.reply(ctx, route.op, reply);
    // A fault's answer is not recorded: records are checked against openapi.yaml.
    if (fault?.kind === "unreadable") return send(res, withUnreadableItem(reply));
    if (testMode) records.push(recordOf(route.op, reply));
    send(res, reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("demo: unhandled error", error);
      if (!res.headersSent) send(res, errorReply(error, req.url ?? ""));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${address.port}`,
    get state() {
      return state;
    },
    records,
    operations: router.operations(),
    close: () =>
      new Promise<void>((resolve) => {
        stopTimer();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function parseRequestBody(ctx: Ctx, requireJson: boolean): Promise<void> {
  if (ctx.method === "GET" || ctx.method === "HEAD") return;
  const raw = await readBody(ctx.req);
  const type = ctx.contentType;
  if (requireJson && !type.startsWith("application/json")) throw new ApiError(400, "Content type error");
  if (raw.length === 0) return;
  if (type.startsWith("application/json")) {
    try {
      const parsed: unknown = JSON.parse(raw.toString("utf8"));
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        throw new Error("expected an object");
      }
      ctx.body = parsed as Record<string, unknown>;
    } catch (error) {
      const message = `Json deserialize error: ${(error as Error).message}`;
      if (!ctx.path.startsWith("/api/")) throw Object.assign(new ApiError(400, message), { plain: true });
      throw new ApiError(400, message);
    }
  } else if (type.startsWith("application/x-www-form-urlencoded")) {
    ctx.body = parseForm(new URLSearchParams(raw.toString("utf8")));
  } else if (type.startsWith("multipart/form-data")) {
    // The boundary is case-sensitive: parse with the header as sent, not the lowercased copy.
    const { fields, files } = parseMultipart(raw, ctx.req.headers["content-type"] ?? type);
    ctx.body = fields;
    ctx.files = files;
  }
}

function authenticate(ctx: Ctx, mode: "required" | "optional" | "none"): void {
  if (mode === "none") return;
  const header = ctx.req.headers.authorization;
  if (!header) {
    if (mode === "required") throw Object.assign(new ApiError(401, "auth header is not present"), { noJsonType: true });
    return;
  }
  const token = ctx.state.tokens.get(header.replace(/^Bearer\s+/i, "").trim());
  const user = token && token.expiresAt > Date.now() ? ctx.state.users.get(token.profileId) : undefined;
  const profile = user ? ctx.state.profiles.get(user.profileId) : undefined;
  if (!user || !profile || profile.deleted) throw new ApiError(401, "access token is invalid");
  ctx.user = user;
  ctx.profile = profile;
}

function errorReply(error: unknown, path: string): Reply {
  if (error instanceof ApiError) {
    const body = { error: error.message, error_description: error.message };
    const flags = error as ApiError & { plain?: boolean; noJsonType?: boolean };
    if (error.status === 413) return { status: 413, raw: "<html><body><h1>413 Request Entity Too Large</h1></body></html>", contentType: "text/html" };
    if (flags.plain) return { status: 400, raw: error.message, contentType: "text/plain; charset=utf-8" };
    if (flags.noJsonType) {
      return { status: 401, raw: JSON.stringify(body), contentType: "", headers: { "WWW-Authenticate": "Bearer" }, body };
    }
    return { status: error.status, body };
  }
  console.error(`demo: internal error on ${path}`, error);
  return { status: 500, body: { error: "internal error", error_description: "internal error" } };
}

function recordOf(op: string, reply: Reply): DemoRecord {
  let body: unknown = reply.body;
  if (reply.raw !== undefined && reply.body === undefined) body = Buffer.isBuffer(reply.raw) ? "<binary>" : reply.raw;
  const contentType = reply.raw !== undefined ? (reply.contentType ?? "") : reply.status === 204 ? "" : "application/json";
  return { operation: op, status: reply.status, body, contentType, headers: reply.headers ?? {} };
}

export function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...(reply.headers ?? {}) };
  let payload: string | Buffer = "";
  if (reply.raw !== undefined) {
    payload = reply.raw;
    if (reply.contentType) headers["Content-Type"] = reply.contentType;
  } else if (reply.status !== 204 && reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers["Content-Type"] = "application/json";
  }
  headers["Content-Length"] = String(Buffer.byteLength(payload));
  res.writeHead(reply.status, headers);
  res.end(payload);
}

function faultReply(res: ServerResponse, kind: string): void {
  if (kind === "drop") {
    // The request's socket: the response's is not set yet for a request that came on a kept-alive connection while
    // the one before it on that connection was being answered, and a drop that left it alone hung the request.
    res.req.socket.destroy();
    return;
  }
  if (kind === "413") return send(res, errorReply(new ApiError(413, "request body is too large"), ""));
  if (kind === "malformed") return send(res, { status: 200, raw: '{"id": "truncated', contentType: "application/json" });
  send(res, { status: 500, body: { error: "internal error", error_description: "internal error" } });
}


const MEDIA_TYPES: Record<string, string> = {
  png: "image/png",
  svg: "image/svg+xml",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  webm: "video/webm",
  mp4: "video/mp4",
  wav: "audio/wav",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  pdf: "application/pdf",
};

function serveMediaFile(state: State, path: string): Reply {
  const emoji = /^\/media\/emoji\/([A-Za-z0-9_.+-]+)\.svg$/.exec(path);
  if (emoji) {
    const svg = emojiSvg(emoji[1]);
    return svg
      ? { status: 200, raw: svg, contentType: "image/svg+xml", headers: { "Cache-Control": "public, max-age=86400" } }
      : { status: 404, raw: "" };
  }
  const m = /^\/media\/([0-9a-f-]{36})\.(\w+)$/.exec(path);
  const media = m ? state.media.get(m[1]) : undefined;
  if (!media) return { status: 404, raw: "" };
  return {
    status: 200,
    raw: media.data,
    contentType: media.mediaType || MEDIA_TYPES[media.ext] || "application/octet-stream",
    headers: { "Cache-Control": "public, max-age=31536000, immutable" },
  };
}

function identicon(ctx: Ctx): Reply {
  return {
    status: 200,
    raw: identiconPng(ctx.query.get("input") ?? "header"),
    contentType: "image/png",
    headers: { "Cache-Control": "public, max-age=86400" },
  };
}
