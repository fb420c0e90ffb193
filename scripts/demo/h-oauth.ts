// The OAuth authorization-code flow: the authorize page (a plain allow/deny form, no script), the code it hands
// back to the app's redirect URI, and the code grant of POST /oauth/token with PKCE (RFC 7636, S256 or plain).
import { createHash, randomBytes } from "node:crypto";

import { extras } from "./extras";
import { badRequest, str, type Ctx, type Reply } from "./http";
import { route, type Route } from "./router";
import type { User } from "./state";

/** How long an authorization code may wait for its exchange. */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

export interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  profileId: string;
  challenge: string | null;
  challengeMethod: string;
  expiresAt: number;
}

const codes = new WeakMap<object, Map<string, AuthorizationCode>>();
function codesOf(ctx: Ctx): Map<string, AuthorizationCode> {
  let found = codes.get(ctx.state);
  if (!found) codes.set(ctx.state, (found = new Map()));
  return found;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface AuthorizeRequest {
  app: { name: string; clientId: string };
  redirectUri: string;
  state: string | null;
  challenge: string | null;
  challengeMethod: string;
}

/** The query of GET and POST /oauth/authorize, checked against the registered app. */
function authorizeRequest(ctx: Ctx): AuthorizeRequest {
  const q = (name: string) => ctx.query.get(name) ?? undefined;
  if (q("response_type") !== "code") throw badRequest("invalid response type");
  const app = extras(ctx.state).apps.find((a) => a.clientId === q("client_id"));
  if (!app) throw badRequest("oauth application not found");
  const redirectUri = q("redirect_uri") ?? "";
  if (!app.redirectUris.includes(redirectUri)) throw badRequest("invalid redirect_uri parameter");
  const challengeMethod = q("code_challenge_method") ?? "plain";
  if (!["S256", "plain"].includes(challengeMethod)) throw badRequest("invalid code_challenge_method");
  return { app, redirectUri, state: q("state") ?? null, challenge: q("code_challenge") ?? null, challengeMethod };
}

function page(ctx: Ctx, request: AuthorizeRequest, error: string | null, status = 200): Reply {
  const target = new URL(request.redirectUri);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Authorize ${escapeHtml(request.app.name)}</title></head>
<body><main>
<h1>Authorize ${escapeHtml(request.app.name)}</h1>
<p>${escapeHtml(request.app.name)} asks to use your account on ${escapeHtml(ctx.host)}. It will be sent back to ${escapeHtml(target.origin)}.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post">
<p><label for="username">Username</label> <input id="username" name="username" autocomplete="username"></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password"></p>
<p><button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny">Deny</button></p>
</form>
</main></body></html>`;
  // The form's answer is a redirect to the app: form-action must allow the app's origin as well as this one.
  const csp = `default-src 'none'; form-action 'self' ${target.origin}; frame-ancestors 'none'; base-uri 'none'`;
  return { status, raw: html, contentType: "text/html; charset=utf-8", headers: { "Content-Security-Policy": csp, "Cache-Control": "no-store" } };
}

function redirectTo(request: AuthorizeRequest, params: Record<string, string>): Reply {
  const url = new URL(request.redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (request.state !== null) url.searchParams.set("state", request.state);
  return { status: 302, raw: "", headers: { Location: url.href, "Cache-Control": "no-store" } };
}

function authorize(ctx: Ctx): Reply {
  const request = authorizeRequest(ctx);
  if (str(ctx.body, "decision") !== "allow") return redirectTo(request, { error: "access_denied" });
  const username = (str(ctx.body, "username") ?? "").trim().toLowerCase();
  const password = str(ctx.body, "password") ?? "";
  let found: User | undefined;
  for (const user of ctx.state.users.values()) {
    const profile = ctx.state.profiles.get(user.profileId)!;
    if (!profile.deleted && profile.host === null && profile.username.toLowerCase() === username) found = user;
  }
  if (!found || found.password === null || found.password !== password) return page(ctx, request, "Incorrect username or password.", 400);
  const code = randomBytes(24).toString("base64url");
  codesOf(ctx).set(code, {
    clientId: request.app.clientId,
    redirectUri: request.redirectUri,
    profileId: found.profileId,
    challenge: request.challenge,
    challengeMethod: request.challengeMethod,
    expiresAt: Date.now() + CODE_LIFETIME_MS,
  });
  return redirectTo(request, { code });
}

/** The code grant: the user the code was issued to, once; the PKCE verifier must match the challenge. */
export function userByAuthorizationCode(ctx: Ctx): User {
  const code = str(ctx.body, "code");
  if (!code) throw badRequest("authorization code is required");
  const entry = codesOf(ctx).get(code);
  codesOf(ctx).delete(code);
  if (!entry || entry.expiresAt < Date.now()) throw badRequest("invalid authorization code");
  const clientId = str(ctx.body, "client_id");
  if (clientId !== undefined && clientId !== entry.clientId) throw badRequest("invalid client_id");
  const redirectUri = str(ctx.body, "redirect_uri");
  if (redirectUri !== undefined && redirectUri !== entry.redirectUri) throw badRequest("invalid redirect_uri parameter");
  if (entry.challenge !== null) {
    const verifier = str(ctx.body, "code_verifier") ?? "";
    const computed = entry.challengeMethod === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || computed !== entry.challenge) throw badRequest("invalid code_verifier");
  }
  const user = ctx.state.users.get(entry.profileId);
  if (!user) throw badRequest("invalid authorization code");
  return user;
}

export const oauthRoutes: Route[] = [
  route("GET /oauth/authorize", "none", (ctx) => page(ctx, authorizeRequest(ctx), null)),
  route("POST /oauth/authorize", "none", authorize),
];
