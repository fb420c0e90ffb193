// api/http.ts stands in for openapi-fetch's runtime: for every kind of call the endpoints make, it must send the
// same request and read the same answer as the library.
import { test } from "node:test";
import assert from "node:assert/strict";
import createLibraryClient from "openapi-fetch";
import { createClient } from "../../../src/api/http";

type Call = [method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, init?: Record<string, unknown>];
const calls: Call[] = [
  ["GET", "/api/v1/instance"],
  ["GET", "/api/v1/accounts/{account_id}/statuses", { params: { path: { account_id: "a/b c" }, query: { max_id: "9", limit: 20, pinned: undefined, exclude_replies: true } } }],
  ["GET", "/api/v1/accounts/relationships", { params: { query: { "id[]": ["1", "x y", "a&b=c"] } } }],
  ["GET", "/api/v1/accounts/familiar_followers", { querySerializer: () => "id[]=1&id[]=2" }],
  ["GET", "/api/v1/settings/export_followers", { parseAs: "text" }],
  ["POST", "/api/v1/statuses", { params: { header: { "Idempotency-Key": "k1" } }, body: { status: "hi", media_ids: [] } }],
  ["POST", "/api/v1/media", { body: (() => { const f = new FormData(); f.append("description", "d"); return f; })() }],
  ["PATCH", "/api/v1/accounts/update_credentials", { body: { a: 1 }, bodySerializer: () => "a=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } }],
  ["DELETE", "/api/v1/statuses/{status_id}", { params: { path: { status_id: "5" } } }],
  ["PUT", "/api/v1/lists/{list_id}", { params: { path: { list_id: "3" } }, body: { title: "t" } }],
];
const answers: (() => Response)[] = [
  () => Response.json({ ok: 1 }),
  () => new Response(null, { status: 204 }),
  () => new Response("", { status: 200 }),
  () => new Response("plain words", { status: 200 }),
  () => Response.json({ error: "nope" }, { status: 422 }),
  () => new Response("<html>bad gateway</html>", { status: 502 }),
];

async function run(make: typeof createClient, call: Call, answer: () => Response) {
  const seen: { url: string; method: string; headers: [string, string][]; body: string | null }[] = [];
  const client = make<Record<string, never>>({
    baseUrl: "https://social.example/",
    fetch: async (request: Request) => {
      const isForm = (request.headers.get("content-type") ?? "").startsWith("multipart/");
      seen.push({
        url: request.url,
        method: request.method,
        headers: [...request.headers].filter(([n]) => !isForm || n !== "content-type"),
        body: request.body ? (isForm ? "form" : await request.text()) : null,
      });
      return answer();
    },
  }) as unknown as Record<string, (path: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>>;
  try {
    const { data, error } = await client[call[0]]!(call[1], call[2]);
    return { seen, data, error };
  } catch (e) {
    return { seen, thrown: String(e) };
  }
}

test("every kind of call sends the same request and reads the same answer as openapi-fetch", async () => {
  for (const call of calls) {
    for (const answer of answers) {
      const mine = await run(createClient, call, answer);
      const theirs = await run(createLibraryClient as unknown as typeof createClient, call, answer);
      assert.deepEqual(mine, theirs, `${call[0]} ${call[1]}`);
    }
  }
});

test("middleware sees the request before it goes and turns a failed fetch into its own error", async () => {
  const client = createClient<Record<string, never>>({ baseUrl: "https://social.example", fetch: async () => { throw new TypeError("offline"); } });
  const seen: string[] = [];
  (client as unknown as { use: (m: object) => void }).use({
    onRequest: ({ request }: { request: Request }) => (seen.push(request.url), request.headers.set("Authorization", "Bearer t"), request),
    onError: () => new Error("network error"),
  });
  await assert.rejects((client as unknown as { GET: (p: string) => Promise<unknown> }).GET("/api/v1/instance"), /network error/);
  assert.deepEqual(seen, ["https://social.example/api/v1/instance"]);
});
