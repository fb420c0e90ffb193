// Test controls (reset, faults), their absence outside test mode, the invoice timer, static serving of
// the built client with SPA fallback and cache headers, generated media, and the large seed.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

import { advanceDueInvoices, INVOICE_STEP_MS } from "../../../scripts/demo/invoices";
import { startProxy } from "../../../scripts/demo/proxy";
import { startDemo } from "../../../scripts/demo/server";
import { assertContract, startTestDemo, type TestDemo } from "./helpers";

let demo: TestDemo;
before(async () => {
  demo = await startTestDemo();
});
after(async () => {
  assertContract(demo);
  await demo.close();
});

const fault = (operation: string, kind: string, extra: Record<string, unknown> = {}) =>
  demo.call("POST", "/__test__/fault", { body: { operation, kind, ...extra } });

describe("test controls", () => {
  it("reset reseeds the state", async () => {
    const created = await demo.as("alice", "POST", "/api/v1/statuses", { body: { status: "temporary" } });
    await demo.reset();
    assert.equal((await demo.call("GET", `/api/v1/statuses/${created.body.id}`)).status, 404);
    assert.equal((await demo.as("alice", "GET", "/api/v1/accounts/verify_credentials")).status, 200);
  });

  it("injects 500, 413, malformed JSON and dropped connections, once by default", async () => {
    const op = "GET /api/v1/instance";
    await fault(op, "500");
    const failed = await demo.call("GET", "/api/v1/instance");
    assert.equal(failed.status, 500);
    assert.equal(failed.body.error, "internal error");
    assert.equal((await demo.call("GET", "/api/v1/instance")).status, 200);
    await fault(op, "413");
    const tooLarge = await demo.call("GET", "/api/v1/instance");
    assert.equal(tooLarge.status, 413);
    assert.match(tooLarge.headers.get("content-type") ?? "", /text\/html/);
    await fault(op, "malformed");
    const malformed = await demo.call("GET", "/api/v1/instance");
    assert.equal(malformed.status, 200);
    assert.throws(() => JSON.parse(malformed.text));
    await fault(op, "drop");
    await assert.rejects(fetch(`${demo.url}/api/v1/instance`));
  });

  it("drops a request that came on a kept-alive connection while the one before it was being answered", async () => {
    // Browsers send a request again on another kept-alive connection when one closes unanswered, so such a request
    // can wait behind another's answer: there the response has no socket yet, and the drop left the request hanging.
    await fault("GET /api/v1/custom_emojis", "latency", { ms: 300 });
    await fault("GET /api/v1/instance", "drop");
    const { hostname, port } = new URL(demo.url);
    const socket = connect(Number(port), hostname);
    const closed = new Promise<string>((resolve) => {
      let received = "";
      socket.on("data", (chunk) => (received += chunk));
      socket.on("close", () => resolve(received));
    });
    const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`;
    socket.write(get("/api/v1/custom_emojis") + get("/api/v1/instance"));
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the dropped request hung")), 3000).unref());
    const received = await Promise.race([closed, timeout]);
    assert.doesNotMatch(received, /"uri"/, "the dropped request got no answer");
  });

  it("makes the second item of a list unreadable and leaves the others as they were", async () => {
    const path = "/api/v1/timelines/public?limit=5";
    const before = (await demo.as("alice", "GET", path)).body as Record<string, unknown>[];
    await fault("GET /api/v1/timelines/public", "unreadable");
    const poisoned = (await demo.as("alice", "GET", path)).body as Record<string, unknown>[];
    assert.equal(poisoned.length, before.length);
    assert.deepEqual([poisoned[1]!.id, poisoned[1]!.account], [null, null]);
    assert.equal(poisoned[1]!.content, before[1]!.content);
    assert.deepEqual([poisoned[0], ...poisoned.slice(2)], [before[0], ...before.slice(2)]);
    assert.deepEqual((await demo.as("alice", "GET", path)).body, before, "once by default");
  });

  it("adds latency and can repeat until cleared", async () => {
    await fault("GET /api/v1/custom_emojis", "latency", { ms: 300, times: 0 });
    for (let i = 0; i < 2; i++) {
      const started = Date.now();
      assert.equal((await demo.call("GET", "/api/v1/custom_emojis")).status, 200);
      assert.ok(Date.now() - started >= 280);
    }
    assert.equal((await demo.call("DELETE", "/__test__/fault")).status, 204);
    const started = Date.now();
    await demo.call("GET", "/api/v1/custom_emojis");
    assert.ok(Date.now() - started < 250);
  });

  it("answers 404 for /__test__ outside test mode", async () => {
    const normal = await startDemo({ port: 0 });
    try {
      const answer = await fetch(`${normal.url}/__test__/reset`, { method: "POST" });
      assert.equal(answer.status, 404);
    } finally {
      await normal.close();
    }
  });
});

describe("invoice timer (normal mode)", () => {
  it("moves a new invoice to paid, then completed", async () => {
    const [bob, dana] = [await demo.lookup("bob"), await demo.lookup("dana")];
    const created = await demo.call("POST", "/api/v1/subscriptions/invoices", {
      body: { sender_id: bob.id, recipient_id: dana.id, chain_id: "monero:418015bb9ae982a1975da7d79277c270", amount: 2_000_000_000 },
    });
    const state = demo.demo.state;
    const invoice = state.invoices.get(created.body.id)!;
    advanceDueInvoices(state, invoice.createdAt + 1000);
    assert.equal(invoice.status, "open");
    advanceDueInvoices(state, invoice.createdAt + INVOICE_STEP_MS);
    assert.equal(invoice.status, "paid");
    advanceDueInvoices(state, invoice.createdAt + 2 * INVOICE_STEP_MS);
    assert.equal(invoice.status, "completed");
    const seededOpen = [...state.invoices.values()].find((i) => i.status === "open" && i.createdAt < state.startedAt)!;
    advanceDueInvoices(state, Date.now() + 10 * INVOICE_STEP_MS);
    assert.equal(seededOpen.status, "open");
  });
});

describe("static client and media", () => {
  let dir: string;
  let url: string;
  let close: () => Promise<void>;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "mitra-demo-dist-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(join(dir, "config.js"), "window.config = {};");
    writeFileSync(join(dir, "assets", "main-3F9A1C2B.js"), "console.log(1)");
    const server = await startDemo({ port: 0, staticDir: dir });
    url = server.url;
    close = server.close;
  });
  after(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves index.html for client routes, never cached", async () => {
    for (const path of ["/", "/home", "/@alice", "/post/0192"]) {
      const answer = await fetch(`${url}${path}`);
      assert.equal(answer.status, 200, path);
      assert.match(answer.headers.get("content-type") ?? "", /text\/html/);
      assert.equal(answer.headers.get("cache-control"), "no-cache");
      assert.match(await answer.text(), /<title>app<\/title>/);
    }
  });

  it("caches hashed assets for a year, but not config.js", async () => {
    const asset = await fetch(`${url}/assets/main-3F9A1C2B.js`);
    assert.match(asset.headers.get("content-type") ?? "", /text\/javascript/);
    assert.match(asset.headers.get("cache-control") ?? "", /max-age=31536000, immutable/);
    const config = await fetch(`${url}/config.js`);
    assert.equal(config.headers.get("cache-control"), "no-cache");
    const unknownApi = await fetch(`${url}/api/v1/nothing-here`);
    assert.equal(unknownApi.status, 404);
  });

  it("serves custom emojis, identicons and seeded media", async () => {
    const emojis = (await (await fetch(`${url}/api/v1/custom_emojis`)).json()) as { url: string }[];
    const image = await fetch(emojis[0].url);
    assert.equal(image.headers.get("content-type"), "image/svg+xml");
    const profile = (await (await fetch(`${url}/api/v1/accounts/lookup?acct=grace`)).json()) as { avatar: string };
    const identicon = await fetch(profile.avatar);
    assert.equal(identicon.headers.get("content-type"), "image/png");
    const withAvatar = (await (await fetch(`${url}/api/v1/accounts/lookup?acct=alice`)).json()) as { avatar: string };
    const avatar = await fetch(withAvatar.avatar);
    assert.equal(avatar.status, 200);
    assert.equal(avatar.headers.get("content-type"), "image/png");
  });
});

describe("proxy mode (MITRA_URL)", () => {
  it("serves the client and streams API calls to the instance with the Host rewritten", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mitra-proxy-dist-"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>proxied app</title>");
    const proxy = await startProxy({ target: demo.url, port: 0, host: "127.0.0.1", staticDir: dir });
    try {
      const instance = (await (await fetch(`${proxy.url}/api/v1/instance`)).json()) as { uri: string };
      assert.equal(instance.uri, new URL(demo.url).host);
      const token = await fetch(`${proxy.url}/oauth/token`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ grant_type: "password", username: "bob", password: "bob-demo" }),
      });
      assert.equal(token.status, 200);
      assert.match(await (await fetch(`${proxy.url}/notifications`)).text(), /proxied app/);
    } finally {
      await proxy.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("large seed", () => {
  it("lets alice page her home timeline back more than 25 pages of 20", async () => {
    const large = await startDemo({ port: 0, seed: "large" });
    try {
      const token = (await (
        await fetch(`${large.url}/oauth/token`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ grant_type: "password", username: "alice", password: "alice-demo" }),
        })
      ).json()) as { access_token: string };
      let next: string | null = `${large.url}/api/v1/timelines/home?limit=20`;
      let pages = 0;
      while (next && pages < 26) {
        const answer: Response = await fetch(next, { headers: { Authorization: `Bearer ${token.access_token}` } });
        assert.equal(((await answer.json()) as unknown[]).length, 20);
        next = /<([^>]+)>/.exec(answer.headers.get("link") ?? "")?.[1] ?? null;
        pages++;
      }
      assert.equal(pages, 26);
    } finally {
      await large.close();
    }
  });
});
