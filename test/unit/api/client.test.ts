import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ApiError,
  BODY_TOO_LARGE,
  NETWORK_ERROR,
  newIdempotencyKey,
  UNKNOWN_ERROR,
} from "../../../src/api/client";
import { getPage } from "../../../src/api/paging";
import { getInstance } from "../../../src/api/endpoints/instance";
import { getMutes } from "../../../src/api/endpoints/relationships";
import { accountReader } from "../../../src/api/normalize/collections";
import { notificationReader } from "../../../src/api/normalize/notification";
import { getStatus } from "../../../src/api/endpoints/statuses";
import { BASE, fakeApi, json } from "./fake-fetch";

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => assert.fail("expected the call to fail"),
    (e: unknown) => e,
  );
  assert.ok(error instanceof ApiError, `expected ApiError, got ${String(error)}`);
  return error;
}

test("a JSON error body gives its error_description, even when labelled text/plain", async () => {
  const { api } = fakeApi(
    () =>
      new Response('{"error":"post not found","error_description":"post not found"}', {
        status: 404,
        headers: { "Content-Type": "text/plain" },
      }),
  );
  const error = await failure(getInstance(api));
  assert.equal(error.status, 404);
  assert.equal(error.message, "post not found");
  assert.equal(error.code, "post not found");
});

test("a JSON error body without error_description falls back to error", async () => {
  const { api } = fakeApi(() => json({ error: "auth header is not present" }, { status: 401 }));
  const error = await failure(getInstance(api));
  assert.equal(error.message, "auth header is not present");
});

test("413 with a non-JSON body is 'request body is too large'", async () => {
  const { api } = fakeApi(() => new Response("<html>413</html>", { status: 413, statusText: "Payload Too Large" }));
  const error = await failure(getInstance(api));
  assert.equal(error.status, 413);
  assert.equal(error.message, BODY_TOO_LARGE);
});

test("a non-JSON error body gives the status text", async () => {
  const { api } = fakeApi(() => new Response("Too many requests, retry in 3s", { status: 429, statusText: "Too Many Requests" }));
  const error = await failure(getInstance(api));
  assert.equal(error.status, 429);
  assert.equal(error.message, "Too Many Requests");
  assert.equal(error.code, undefined);
});

test("no status text and no JSON gives 'unknown error'", async () => {
  const { api } = fakeApi(() => new Response(null, { status: 502 }));
  const error = await failure(getInstance(api));
  assert.equal(error.status, 502);
  assert.equal(error.message, UNKNOWN_ERROR);
});

test("a rejected fetch is a network error with status 0", async () => {
  const { api } = fakeApi(() => Promise.reject(new TypeError("fetch failed")));
  const error = await failure(getInstance(api));
  assert.equal(error.status, 0);
  assert.equal(error.message, NETWORK_ERROR);
});

test("401 'access token is invalid' calls onInvalidToken; other 401s do not", async () => {
  let calls = 0;
  let message = "access token is invalid";
  const { api } = fakeApi(() => json({ error: message, error_description: message }, { status: 401 }), {
    onInvalidToken: () => calls++,
  });
  await failure(getInstance(api));
  assert.equal(calls, 1);
  message = "authentication required";
  await failure(getInstance(api));
  assert.equal(calls, 1);
});

test("expired tokens are recognised by Mastodon's and Pleroma's answers too", async () => {
  const answers = [
    { error: "The access token is invalid" },
    { error: "invalid_token", error_description: "The access token expired" },
    { error: "The access token was revoked" },
  ];
  let i = 0;
  let calls = 0;
  const { api } = fakeApi(() => json(answers[i++], { status: 401 }), { onInvalidToken: () => calls++ });
  for (let k = 0; k < answers.length; k++) await failure(getInstance(api));
  assert.equal(calls, 3);
  const other = fakeApi(() => json({ error: "This action is outside the authorized scopes" }, { status: 401 }), { onInvalidToken: () => calls++ });
  await failure(getInstance(other.api));
  assert.equal(calls, 3, "a scope error is not an expired session");
});

test("401 'access token is invalid' while following a next link also calls onInvalidToken", async () => {
  let calls = 0;
  const { api } = fakeApi(() => json({ error: "access token is invalid", error_description: "access token is invalid" }, { status: 401 }), {
    onInvalidToken: () => calls++,
  });
  await failure(getPage(api, `${BASE}/api/v1/mutes?max_id=5`, accountReader));
  assert.equal(calls, 1);
});

test("API requests carry the bearer token", async () => {
  const { api, calls } = fakeApi(() => json([]));
  await getMutes(api);
  assert.equal(calls[0]!.request.headers.get("Authorization"), "Bearer secret");
});

test("a list answer becomes a page whose next is the Link rel=next URL", async () => {
  const next = `${BASE}/api/v1/mutes?limit=40&max_id=77`;
  const { api } = fakeApi(() => json([{ id: "a", username: "ann", acct: "ann" }], { headers: { Link: `<${next}>; rel="next"` } }));
  const page = await getMutes(api);
  assert.deepEqual({ ids: page.items.map((a) => a.id), next: page.next }, { ids: ["a"], next });
});

test("getPage follows the URL verbatim and sends the token to the API origin", async () => {
  const url = `${BASE}/api/v1/mutes?limit=40&max_id=77`;
  const { api, calls } = fakeApi(() => json([{ id: "b", username: "bob", acct: "bob" }]));
  const page = await getPage(api, url, accountReader);
  assert.equal(calls[0]!.request.url, url);
  assert.equal(calls[0]!.request.headers.get("Authorization"), "Bearer secret");
  assert.deepEqual({ ids: page.items.map((a) => a.id), next: page.next }, { ids: ["b"], next: null });
});

test("getPage follows no link off the API origin, with or without the token", async () => {
  const { api, calls } = fakeApi(() => json([]));
  await failure(getPage(api, "https://elsewhere.example/api/v1/mutes?max_id=77", accountReader));
  await failure(getPage(api, "http://social.example/api/v1/mutes?max_id=77", accountReader)); // another scheme is another origin
  await failure(getPage(api, "//elsewhere.example/api/v1/mutes", accountReader));
  assert.equal(calls.length, 0);
});

test("a next link to another origin ends the list instead of being followed", async () => {
  for (const next of ["https://elsewhere.example/api/v1/mutes?max_id=77", "//elsewhere.example/x"]) {
    const { api } = fakeApi(() => json([{ id: "a", username: "a", acct: "a" }], { headers: { Link: `<${next}>; rel="next"` } }));
    const page = await getMutes(api);
    assert.deepEqual({ ids: page.items.map((a) => a.id), next: page.next }, { ids: ["a"], next: null }, next);
  }
});

test("a next link on the instance's public host is re-based onto the API origin; other hosts still end the list", async () => {
  // The API is reached at social.example (a proxy); the server names itself mitra.example in its links.
  const linkTo = (next: string) => () =>
    json([{ id: "a", username: "a", acct: "a" }], { headers: { Link: `<${next}>; rel="next"` } });
  const rebased = fakeApi(linkTo("https://mitra.example/api/v1/mutes?limit=40&max_id=77"), { publicHost: "mitra.example" });
  const page = await getMutes(rebased.api);
  assert.equal(page.next, `${BASE}/api/v1/mutes?limit=40&max_id=77`);
  await getPage(rebased.api, page.next!, accountReader);
  assert.equal(rebased.calls[1]!.request.url, `${BASE}/api/v1/mutes?limit=40&max_id=77`);
  assert.equal(rebased.calls[1]!.request.headers.get("Authorization"), "Bearer secret");

  for (const next of ["https://elsewhere.example/api/v1/mutes?max_id=77", "https://mitra.example.evil/api/v1/mutes", "https://mitra.example:8443/api/v1/mutes"]) {
    const other = fakeApi(linkTo(next), { publicHost: "mitra.example" });
    assert.equal((await getMutes(other.api)).next, null, next);
  }
  const none = fakeApi(linkTo("https://mitra.example/api/v1/mutes?max_id=77"));
  assert.equal((await getMutes(none.api)).next, null, "without a known public host the link ends the list");
});

test("getPage re-bases a link on the public host onto an API base with a path, and the token goes only there", async () => {
  const { api, calls } = fakeApi(() => json([]), { baseUrl: `${BASE}/mitra/`, publicHost: "Mitra.Example" });
  await getPage(api, "https://mitra.example/api/v1/notifications?max_id=Zx9", notificationReader);
  assert.equal(calls[0]!.request.url, `${BASE}/mitra/api/v1/notifications?max_id=Zx9`);
  assert.equal(calls[0]!.request.headers.get("Authorization"), "Bearer secret");
  await failure(getPage(api, "https://elsewhere.example/api/v1/notifications", notificationReader));
  assert.equal(calls.length, 1);
});

test("ids that would move a request to another endpoint are refused before any request", async () => {
  for (const id of ["..", ".", "%2e%2E", "%2E", ""]) {
    const { api, calls } = fakeApi(() => json({}));
    const error = await failure(getStatus(api, id));
    assert.equal(error.status, 404, id);
    assert.equal(calls.length, 0, id);
  }
  const { api, calls } = fakeApi(() => json({ id: "x" }));
  // The fake answer is no readable post; only where the request went matters here.
  await getStatus(api, "a/../b?c#d").catch(() => undefined);
  assert.equal(new URL(calls[0]!.request.url).pathname, "/api/v1/statuses/a%2F..%2Fb%3Fc%23d");
});

test("getPage maps a rejected fetch to a network error", async () => {
  const { api } = fakeApi(() => Promise.reject(new TypeError("fetch failed")));
  const error = await failure(getPage(api, `${BASE}/api/v1/mutes`, accountReader));
  assert.equal(error.message, NETWORK_ERROR);
});

test("no token, no Authorization header", async () => {
  const { api, calls } = fakeApi(() => json([]), { token: null });
  await getMutes(api);
  assert.equal(calls[0]!.request.headers.get("Authorization"), null);
});

test("idempotency keys are 20 hex characters and differ", () => {
  const a = newIdempotencyKey();
  assert.match(a, /^[0-9a-f]{20}$/);
  assert.notEqual(a, newIdempotencyKey());
});
