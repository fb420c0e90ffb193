// Signing in on any Mastodon-compatible server with the OAuth authorization-code flow and PKCE: the app is
// registered once per server (kept in storage), the browser goes to the server's authorize page, and the callback
// (AuthCallbackView) checks `state` and exchanges the code. Every failure is one of a few named kinds, translated
// by the form.
import { atom } from "jotai";
import { ApiError, createApi, NETWORK_ERROR, type Api } from "../../api/client";
import { getAccessToken } from "../../api/endpoints/auth";
import { registerApp, type OAuthApp } from "../../api/endpoints/oauth";
import { getInstance } from "../../api/endpoints/instance";
import { codeChallenge, randomToken } from "../../lib/pkce";
import { serverOrigin } from "../../lib/server-name";
import { hasStoredAccounts, isRecord, load, remove, save } from "../../lib/storage";
import { signInAtom } from "../../state/session";
import { ServerSignInError } from "./server-sign-in-error";

export { ServerSignInError };

export const CALLBACK_PATH = "/auth/callback";
const SCOPES = "read write follow";
/** How long a started sign-in may take at the server before its answer is refused. */
const PENDING_LIFETIME_MS = 30 * 60 * 1000;

export const redirectUri = (): string => location.origin + CALLBACK_PATH;

interface Pending {
  state: string;
  verifier: string;
  server: string;
  startedAt: number;
}

const parsePending = (raw: unknown): Pending | undefined =>
  isRecord(raw) && typeof raw.state === "string" && typeof raw.verifier === "string" && typeof raw.server === "string" &&
  typeof raw.startedAt === "number"
    ? (raw as unknown as Pending)
    : undefined;

const parseApps = (raw: unknown): Record<string, OAuthApp> | undefined => (isRecord(raw) ? (raw as Record<string, OAuthApp>) : undefined);

function cachedApp(server: string): OAuthApp | null {
  const app = Object.hasOwn(loadApps(), server) ? loadApps()[server] : undefined;
  return isRecord(app) && typeof app.client_id === "string" && typeof app.client_secret === "string" && app.redirect_uri === redirectUri()
    ? app
    : null;
}
const loadApps = () => load("oauth.apps", parseApps, {});
function keepApp(server: string, app: OAuthApp | null) {
  const apps = { ...loadApps() };
  if (app) apps[server] = app;
  else delete apps[server];
  save("oauth.apps", apps);
}

const isNetwork = (e: unknown) => e instanceof ApiError && e.status === 0 && e.message === NETWORK_ERROR;
const offline = () => typeof navigator !== "undefined" && navigator.onLine === false;
const serverWords = (e: unknown) => (e instanceof ApiError && e.status !== 0 ? e.message : "");

/** The server's registered app, registering this client when it has none (or one for another address). */
async function appOf(api: Api, server: string): Promise<OAuthApp> {
  const cached = cachedApp(server);
  if (cached) return cached;
  try {
    await getInstance(api);
  } catch (e) {
    if (isNetwork(e)) throw new ServerSignInError(offline() ? "network" : "unknownServer");
    throw new ServerSignInError("notMastodon");
  }
  let app: OAuthApp;
  try {
    app = await registerApp(api, { client_name: "Mitra Web", redirect_uris: redirectUri(), scopes: SCOPES, website: location.origin });
  } catch (e) {
    throw new ServerSignInError(isNetwork(e) ? "network" : "registrationRefused", serverWords(e));
  }
  keepApp(server, app);
  return app;
}

/** Where the browser goes to sign in: the server's authorize page with state and the PKCE challenge. */
export async function authorizeUrl(typed: string, now = Date.now()): Promise<string> {
  const server = serverOrigin(typed);
  if (!server) throw new ServerSignInError("invalidName");
  const app = await appOf(createApi({ baseUrl: server }), server);
  const pending: Pending = { state: randomToken(24), verifier: randomToken(48), server, startedAt: now };
  save("oauth.pending", pending);
  const url = new URL("/oauth/authorize", server);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: app.client_id,
    redirect_uri: app.redirect_uri,
    scope: SCOPES,
    state: pending.state,
    code_challenge: await codeChallenge(pending.verifier),
    code_challenge_method: "S256",
    // With an account signed in here already, the server's own sign-in page asks afresh (Mastodon's force_login)
    // rather than answering for whoever is signed in to that server in this browser: adding a second account of
    // the same server would otherwise give the first one again.
    ...(hasStoredAccounts() ? { force_login: "true" } : {}),
  }).toString();
  return url.href;
}

/** Checks the server's answer at the callback: the code and the server it is for. The pending sign-in is used up. */
export function readCallback(search: URLSearchParams, now = Date.now()): { code: string; pending: Pending } {
  const pending = load<Pending | null>("oauth.pending", parsePending, null);
  const state = search.get("state");
  // An answer to no request of this browser, to an older one, or one that took too long is refused.
  if (!pending || state !== pending.state || now - pending.startedAt > PENDING_LIFETIME_MS) {
    throw new ServerSignInError("stateMismatch");
  }
  remove("oauth.pending");
  const error = search.get("error");
  if (error === "access_denied") throw new ServerSignInError("denied");
  const code = search.get("code");
  if (error || !code) throw new ServerSignInError("codeRefused", search.get("error_description") ?? error ?? "");
  return { code, pending };
}

/** The callback's whole work: the checked answer exchanged for a token, and the account signed in. */
export const finishServerSignInAtom = atom(null, async (_get, set, search: URLSearchParams) => {
  const { code, pending } = readCallback(search);
  const app = cachedApp(pending.server);
  if (!app) throw new ServerSignInError("stateMismatch");
  const api = createApi({ baseUrl: pending.server });
  let token: string;
  try {
    const answer = await getAccessToken(api, {
      grant_type: "authorization_code",
      code,
      client_id: app.client_id,
      client_secret: app.client_secret,
      redirect_uri: app.redirect_uri,
      code_verifier: pending.verifier,
      scope: SCOPES,
    });
    token = answer.access_token;
  } catch (e) {
    // A server that forgot the app is asked to register it again next time.
    if (e instanceof ApiError && e.code === "invalid_client") keepApp(pending.server, null);
    throw new ServerSignInError(isNetwork(e) ? "network" : "codeRefused", serverWords(e));
  }
  try {
    await set(signInAtom, token, pending.server);
  } catch (e) {
    throw new ServerSignInError(isNetwork(e) ? "network" : "codeRefused", serverWords(e));
  }
});
