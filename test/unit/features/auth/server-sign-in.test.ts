import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { beforeEach, test } from "node:test";
import { createStore } from "jotai";
import { MemoryStorage } from "../../memory-storage";

const g = globalThis as unknown as { localStorage: MemoryStorage; fetch: typeof fetch; location: { origin: string; href: string } };
g.localStorage = new MemoryStorage();
g.location = { origin: "https://client.example", href: "https://client.example/" };

const { authorizeUrl, readCallback, finishServerSignInAtom, ServerSignInError } = await import("../../../../src/features/auth/server-sign-in");
const session = await import("../../../../src/state/session");

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const instance = { uri: "example.social", title: "Example", version: "4.3.0", configuration: {} };
let requests: Request[] = [];
let answer: (r: Request) => Response | Promise<Response>;

beforeEach(() => {
  g.localStorage.clear();
  requests = [];
  answer = (r) => {
    const path = new URL(r.url).pathname;
    if (path === "/api/v1/instance") return json(instance);
    if (path === "/api/v1/apps") return json({ id: "1", name: "Mitra Web", client_id: "cid", client_secret: "secret", redirect_uri: "x" });
    return json({ error: "not found" }, 404);
  };
  g.fetch = (async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(request);
    return answer(request);
  }) as typeof fetch;
});

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (e) {
    assert.ok(e instanceof ServerSignInError, String(e));
    return e.kind;
  }
  assert.fail("expected a failure");
};

test("the authorize address carries state and an S256 challenge of the kept verifier; the app is registered once", async () => {
  const url = new URL(await authorizeUrl("@me@example.social"));
  assert.equal(url.origin + url.pathname, "https://example.social/oauth/authorize");
  assert.equal(url.searchParams.get("response_type"), "code");
  assert.equal(url.searchParams.get("client_id"), "cid");
  assert.equal(url.searchParams.get("redirect_uri"), "https://client.example/auth/callback");
  assert.equal(url.searchParams.get("code_challenge_method"), "S256");
  const pending = JSON.parse(g.localStorage.getItem("mitra.v1.oauth.pending")!);
  assert.equal(url.searchParams.get("state"), pending.state);
  assert.match(pending.state, /^[A-Za-z0-9_-]{32}$/);
  assert.equal(url.searchParams.get("code_challenge"), createHash("sha256").update(pending.verifier).digest("base64url"));
  const registration = requests.find((r) => new URL(r.url).pathname === "/api/v1/apps")!;
  assert.equal(registration.headers.get("Authorization"), null, "no token travels to another server");
  assert.equal(JSON.parse(await registration.text()).redirect_uris, "https://client.example/auth/callback");

  requests = [];
  const again = new URL(await authorizeUrl("example.social"));
  assert.equal(requests.length, 0, "the registered app is reused");
  assert.notEqual(again.searchParams.get("state"), url.searchParams.get("state"), "each attempt has its own state");
});

test("with an account already signed in here, the server is asked for a fresh sign-in (adding a second account)", async () => {
  const first = new URL(await authorizeUrl("example.social"));
  assert.equal(first.searchParams.get("force_login"), null, "a first sign-in may use the server's own session");
  g.localStorage.setItem("mitra.v1.accounts", JSON.stringify([{ token: "t", server: null, scope: "", id: "1", acct: "me", displayName: "", avatar: "" }]));
  const adding = new URL(await authorizeUrl("example.social"));
  assert.equal(adding.searchParams.get("force_login"), "true");
});

test("each kind of failure before leaving is told apart", async () => {
  assert.equal(await failure(authorizeUrl("not a server")), "invalidName");
  answer = () => Promise.reject(new TypeError("Failed to fetch"));
  assert.equal(await failure(authorizeUrl("gone.example")), "unknownServer");
  answer = () => new Response("<html>hello</html>", { status: 200, headers: { "Content-Type": "text/html" } });
  assert.equal(await failure(authorizeUrl("blog.example")), "notMastodon");
  answer = (r) => (new URL(r.url).pathname === "/api/v1/apps" ? json({ error: "registrations closed" }, 422) : json(instance));
  const error = await authorizeUrl("closed.example").catch((e: unknown) => e);
  assert.ok(error instanceof ServerSignInError);
  assert.equal(error.kind, "registrationRefused");
  assert.equal(error.detail, "registrations closed");
  assert.equal(g.localStorage.getItem("mitra.v1.oauth.pending"), null, "nothing is pending after a failure");
});

test("the callback refuses an answer with another state, an old one, or a denial", async () => {
  const state = new URL(await authorizeUrl("example.social")).searchParams.get("state")!;
  assert.equal(await failure(Promise.resolve().then(() => readCallback(new URLSearchParams({ code: "c", state: "forged" })))), "stateMismatch");
  assert.equal(
    await failure(Promise.resolve().then(() => readCallback(new URLSearchParams({ code: "c", state }), Date.now() + 31 * 60 * 1000)),
    ),
    "stateMismatch",
  );
  assert.equal(await failure(Promise.resolve().then(() => readCallback(new URLSearchParams({ error: "access_denied", state })))), "denied");
  // Used up: the same answer a second time is not ours any more.
  assert.equal(await failure(Promise.resolve().then(() => readCallback(new URLSearchParams({ code: "c", state })))), "stateMismatch");
});

test("the code is exchanged with the verifier at the account's server, and the account signs in there", async () => {
  const state = new URL(await authorizeUrl("example.social")).searchParams.get("state")!;
  const verifier = JSON.parse(g.localStorage.getItem("mitra.v1.oauth.pending")!).verifier;
  answer = (r) => {
    const path = new URL(r.url).pathname;
    if (path === "/oauth/token") return json({ access_token: "tok", token_type: "Bearer" });
    if (path === "/api/v1/accounts/verify_credentials") return json({ id: "9", username: "me", acct: "me", display_name: "Me" });
    if (path === "/api/v1/instance") return json(instance);
    return json({}, 404);
  };
  const store = createStore();
  await store.set(finishServerSignInAtom, new URLSearchParams({ code: "the-code", state }));
  const exchange = requests.find((r) => new URL(r.url).pathname === "/oauth/token")!;
  assert.equal(new URL(exchange.url).origin, "https://example.social");
  const body = JSON.parse(await exchange.text());
  assert.deepEqual(
    { grant_type: body.grant_type, code: body.code, code_verifier: body.code_verifier, client_id: body.client_id },
    { grant_type: "authorization_code", code: "the-code", code_verifier: verifier, client_id: "cid" },
  );
  assert.equal(store.get(session.tokenAtom), "tok");
  assert.equal(store.get(session.accountServerAtom), "https://example.social");
  assert.equal(store.get(session.apiAtom).baseUrl, "https://example.social");
  assert.equal(store.get(session.instanceAtom)?.title, "Example");
});

test("a refused code and a network failure at the exchange are told apart", async () => {
  let state = new URL(await authorizeUrl("example.social")).searchParams.get("state")!;
  answer = () => json({ error: "invalid_grant", error_description: "The code is invalid" }, 400);
  const store = createStore();
  const refused = await store.set(finishServerSignInAtom, new URLSearchParams({ code: "c", state })).catch((e: unknown) => e);
  assert.ok(refused instanceof ServerSignInError);
  assert.equal(refused.kind, "codeRefused");
  assert.equal(refused.detail, "The code is invalid");
  answer = (r) => (new URL(r.url).pathname === "/api/v1/apps" ? json({ client_id: "cid", client_secret: "s" }) : json(instance));
  state = new URL(await authorizeUrl("example.social")).searchParams.get("state")!;
  answer = () => Promise.reject(new TypeError("Failed to fetch"));
  assert.equal(await failure(store.set(finishServerSignInAtom, new URLSearchParams({ code: "c", state }))), "network");
});
