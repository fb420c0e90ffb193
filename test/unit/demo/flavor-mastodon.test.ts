// The Mastodon flavour of the demo answers like a plain Mastodon-compatible server: no Mitra-only fields or
// operations, opaque ids that still page, the standard forms of uploads, relationships and markers.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { opaqueLink } from "../../../scripts/demo/flavor-mastodon";
import { MITRA_ONLY } from "../../../scripts/demo/mastodon-entities";
import { decodeId, encodeId } from "../../../scripts/demo/opaque-ids";
import { startTestDemo, type TestDemo } from "./helpers";

const FORBIDDEN = new Set(["pleroma", "links", "payment_options", "identity_proofs", "permissions_names", "ipfs_cid", "actor_id", "subscription_to"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;
const ID_KEYS = ["id", "in_reply_to_id", "in_reply_to_account_id", "last_read_id"];

/** Every forbidden key and every non-opaque id anywhere in an answer, as paths. */
function problems(value: unknown, at = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => problems(item, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = `${at}.${key}`;
    const own: string[] = [];
    if (FORBIDDEN.has(key)) own.push(`${here} is Mitra-only`);
    const plain = typeof child === "string" && (/^\d+$/.test(child) || UUID.test(child));
    if (ID_KEYS.includes(key) && !at.endsWith(".role") && plain) own.push(`${here} = ${String(child)} is not opaque`);
    return [...own, ...problems(child, here)];
  });
}

let demo: TestDemo;
before(async () => {
  demo = await startTestDemo("mastodon");
});
after(async () => {
  await demo.close();
});

describe("opaque ids", () => {
  it("round-trip UUIDs and integers, are never numeric, and do not sort like their items", () => {
    const uuids = ["0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c"];
    for (const id of [...uuids, "1", "42", "999999"]) {
      const opaque = encodeId(id);
      assert.match(opaque, /[A-Z]/);
      assert.doesNotMatch(opaque, /^\d+$/);
      assert.equal(decodeId(opaque), id);
    }
    // Opaque means no order either: neighbours do not sort as their items do, in one direction or the other.
    const sorted = ["1", "2", "3", "4", "5", "6", "7", "8"].map(encodeId);
    assert.notDeepEqual([...sorted].sort(), sorted);
    assert.equal(decodeId("alice"), "alice");
  });

  it("re-encode the cursors of a Link header", () => {
    const link = opaqueLink('<http://x/api/v1/notifications?limit=2&max_id=17>; rel="next"');
    assert.equal(link, `<http://x/api/v1/notifications?limit=2&max_id=${encodeId("17")}>; rel="next"`);
  });
});

describe("the Mastodon flavour's answers", () => {
  it("have none of the Mitra-only fields and only opaque ids", async () => {
    const alice = await demo.lookup("alice");
    const paths = [
      "/api/v1/timelines/home?limit=40",
      "/api/v1/timelines/public?limit=40",
      "/api/v1/notifications?limit=40",
      "/api/v1/accounts/verify_credentials",
      `/api/v1/accounts/${alice.id}/statuses`,
      `/api/v1/accounts/relationships?id[]=${alice.id}`,
      "/api/v1/bookmarks",
      "/api/v2/search?q=garden",
      "/api/v1/instance",
    ];
    for (const path of paths) {
      const answer = await demo.as("alice", "GET", path);
      assert.equal(answer.status, 200, `${path}: ${answer.text}`);
      assert.deepEqual(problems(answer.body), [], path);
    }
  });

  it("describe the server as Mastodon, and the role as a permission bitmask", async () => {
    const instance = (await demo.call("GET", "/api/v1/instance")).body;
    assert.doesNotMatch(instance.version, /Mitra/);
    for (const key of MITRA_ONLY.instance) assert.ok(!(key in instance), key);
    const v2 = (await demo.call("GET", "/api/v2/instance")).body;
    assert.equal(v2.version, instance.version);
    assert.deepEqual(problems(v2), []);
    const me = (await demo.as("alice", "GET", "/api/v1/accounts/verify_credentials")).body;
    assert.match(me.role.permissions, /^\d+$/);
    assert.equal(me.role.permissions_names, undefined);
    const admin = (await demo.as("admin", "GET", "/api/v1/accounts/verify_credentials")).body;
    assert.equal(Number(admin.role.permissions) & 1, 1);
  });

  it("page notifications on by opaque Link cursors", async () => {
    const first = await demo.as("alice", "GET", "/api/v1/notifications?limit=3");
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1];
    assert.ok(next, "a next link");
    assert.doesNotMatch(new URL(next).searchParams.get("max_id")!, /^\d+$/);
    const prev = /<([^>]+)>; rel="prev"/.exec(first.headers.get("link") ?? "")?.[1];
    assert.equal(new URL(prev ?? "http://x").searchParams.get("min_id"), first.body[0].id, "a prev link to newer ones");
    const second = await demo.as("alice", "GET", next.replace(demo.url, ""));
    assert.equal(second.status, 200);
    assert.ok(second.body.length > 0);
    const seen = new Set(first.body.map((n: { id: string }) => n.id));
    assert.ok(second.body.every((n: { id: string }) => !seen.has(n.id)));
  });
});

describe("the Mastodon flavour's operations", () => {
  it("have /context and no /thread", async () => {
    const home = (await demo.as("alice", "GET", "/api/v1/timelines/home?limit=40")).body;
    const reply = home.find((s: { in_reply_to_id: string | null; reblog: unknown }) => s.in_reply_to_id && !s.reblog);
    assert.ok(reply, "a reply on home");
    assert.equal((await demo.as("alice", "GET", `/api/v1/statuses/${reply.id}/thread`)).status, 404);
    const context = await demo.as("alice", "GET", `/api/v1/statuses/${reply.id}/context`);
    assert.equal(context.status, 200);
    assert.equal(context.body.ancestors.at(-1).id, reply.in_reply_to_id);
  });

  it("answer 404 where Mitra has its own features", async () => {
    const alice = await demo.lookup("alice");
    const post = (await demo.as("alice", "GET", "/api/v1/timelines/home?limit=1")).body[0];
    for (const [method, path] of [
      ["GET", "/api/v1/lists"],
      ["GET", "/api/v1/subscriptions/options"],
      ["GET", "/api/v1/accounts/identity_claim?proof_type=ethereum&signer=0x0"],
      ["GET", `/api/v1/accounts/${alice.id}/aliases/all`],
      ["PUT", `/api/v1/pleroma/statuses/${post.id}/reactions/%F0%9F%91%8D`],
      ["POST", "/api/v1/settings/client_config"],
    ]) {
      assert.equal((await demo.as("alice", method, path)).status, 404, `${method} ${path}`);
    }
  });

  it("read relationships from id[]= only", async () => {
    const bob = await demo.lookup("bob");
    assert.deepEqual((await demo.as("alice", "GET", `/api/v1/accounts/relationships?id[0]=${bob.id}`)).body, []);
    assert.equal((await demo.as("alice", "GET", `/api/v1/accounts/relationships?id[]=${bob.id}`)).body[0].id, bob.id);
  });

  it("read markers in the nested form only", async () => {
    const [newest] = (await demo.as("bob", "GET", "/api/v1/notifications?limit=1")).body;
    const flat = await demo.as("bob", "POST", "/api/v1/markers", { body: { "notifications[last_read_id]": newest.id } });
    assert.deepEqual(flat.body, {});
    const nested = await demo.as("bob", "POST", "/api/v1/markers", { body: { notifications: { last_read_id: newest.id } } });
    assert.equal(nested.body.notifications.last_read_id, newest.id);
    const read = await demo.as("bob", "GET", "/api/v1/markers?timeline[]=notifications");
    assert.equal(read.body.notifications.last_read_id, newest.id);
  });

  it("take uploads as multipart only; v2 answers 202 for media still processing", async () => {
    const token = await demo.token("alice");
    const json = await demo.as("alice", "POST", "/api/v1/media", { body: { file: "iVBORw0KGgo=", media_type: "image/png" } });
    assert.ok(json.status >= 400, `JSON upload gave ${json.status}`);
    const upload = async (path: string, type: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array([1, 2, 3])], { type }), "file");
      form.append("description", "a test file");
      const response = await fetch(`${demo.url}${path}`, { method: "POST", body: form, headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    };
    // Browsers name the boundary in mixed case (----WebKitFormBoundary…), and it is case-sensitive.
    const boundary = "----WebKitFormBoundaryAbCdEf";
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--${boundary}--\r\n`;
    const browserLike = await fetch(`${demo.url}/api/v1/media`, {
      method: "POST",
      body: raw,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": `multipart/form-data; boundary=${boundary}` },
    });
    assert.equal(browserLike.status, 200, await browserLike.text());
    const image = await upload("/api/v1/media", "image/png");
    assert.equal(image.status, 200);
    assert.doesNotMatch(image.body.id, UUID);
    assert.equal(image.body.description, "a test file");
    const audio = await upload("/api/v2/media", "audio/ogg");
    assert.equal(audio.status, 202);
    assert.equal(audio.body.url, null);
    assert.equal((await demo.as("alice", "GET", `/api/v1/media/${audio.body.id}`)).status, 206);
    const ready = await demo.as("alice", "GET", `/api/v1/media/${audio.body.id}`);
    assert.equal(ready.status, 200);
    assert.ok(ready.body.url);
  });

  it("have no password grant, and errors carry only `error`", async () => {
    const grant = await demo.call("POST", "/oauth/token", { body: { grant_type: "password", username: "alice", password: "alice-demo" } });
    assert.equal(grant.status, 400);
    assert.equal(grant.body.error, "unsupported_grant_type");
    const missing = await demo.as("alice", "GET", `/api/v1/statuses/${encodeId("0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b")}`);
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { error: "Record not found" });
    const stale = await demo.call("GET", "/api/v1/timelines/home", { token: "no-such-token" });
    assert.equal(stale.status, 401);
    assert.deepEqual(stale.body, { error: "The access token is invalid" });
    assert.match(stale.headers.get("www-authenticate") ?? "", /invalid_token/);
  });
});

describe("content warnings", () => {
  it("a seeded post has one, and a new post keeps its own", async () => {
    const seeded = demo.findPost("gutting tables");
    const shown = await demo.as("alice", "GET", `/api/v1/statuses/${encodeId(seeded.id)}`);
    assert.equal(shown.body.spoiler_text, "Fish processing, a little gory");
    assert.equal(shown.body.sensitive, true);
    const posted = await demo.as("bob", "POST", "/api/v1/statuses", { body: { status: "The ending!", spoiler_text: "Film spoilers" } });
    assert.equal(posted.status, 200, posted.text);
    assert.equal(posted.body.spoiler_text, "Film spoilers");
    assert.equal((await demo.as("bob", "GET", `/api/v1/statuses/${posted.body.id}/source`)).body.spoiler_text, "Film spoilers");
    const plain = await demo.as("bob", "POST", "/api/v1/statuses", { body: { status: "No warning" } });
    assert.equal(plain.body.spoiler_text, "");
  });
});

describe("the router", () => {
  it("lets a route added later replace one of the same operation, as a flavour's own answer", async () => {
    const { Router, route } = await import("../../../scripts/demo/router");
    const router = new Router();
    router.add([route("GET /api/v1/media/{attachment_id}", "required", () => ({ status: 200 }))]);
    router.add([route("GET /api/v1/media/{attachment_id}", "required", () => ({ status: 206 }))]);
    const matched = router.match("GET", "/api/v1/media/x");
    assert.ok(matched && matched !== "method");
    assert.equal((await matched.route.handler({} as never)).status, 206);
    assert.equal(router.operations().length, 1);
  });
});
