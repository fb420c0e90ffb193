// The MITRA_URL proxy: Link headers and media URLs come back on the proxy's origin, and those media load through it.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { gzipSync } from "node:zlib";

import { startProxy } from "../../../scripts/demo/proxy";
import { passThroughFor, publicOriginOf, rewriteLinkHeader, rewriteMediaUrls } from "../../../scripts/demo/proxy-rewrite";
import { startDemo, type DemoHandle } from "../../../scripts/demo/server";

const UP = "https://up.example";
const OWN = "http://127.0.0.1:8080";

describe("proxy rewriting", () => {
  it("rebases every URL of a Link header on the upstream origin", () => {
    const link = `<${UP}/api/v1/notifications?max_id=9>; rel="next", <${UP}/api/v1/notifications?min_id=20>; rel="prev"`;
    assert.equal(
      rewriteLinkHeader(link, UP, OWN),
      `<${OWN}/api/v1/notifications?max_id=9>; rel="next", <${OWN}/api/v1/notifications?min_id=20>; rel="prev"`,
    );
    assert.equal(rewriteLinkHeader(`<https://other.example/x>; rel="next"`, UP, OWN), `<https://other.example/x>; rel="next"`);
  });

  it("rebases media URLs only, and reports their paths", () => {
    const body = [
      {
        id: "1",
        url: `${UP}/@alice/1`,
        uri: `${UP}/users/alice/statuses/1`,
        content: `<a href="${UP}/tags/x">#x</a>`,
        account: { avatar: `${UP}/system/a.png`, avatar_static: `${UP}/system/a.png`, header: `${UP}/h.png`, url: `${UP}/@alice` },
        media_attachments: [{ id: "2", type: "image", url: `${UP}/system/m.jpg`, preview_url: `${UP}/system/s.jpg`, remote_url: null }],
        emojis: [{ shortcode: "blob", url: `${UP}/emoji/blob.png`, static_url: `${UP}/emoji/blob.png` }],
        card: { image: `https://cdn.example/c.jpg` },
      },
    ];
    const seen: string[] = [];
    const [post] = rewriteMediaUrls(body, UP, OWN, (p) => seen.push(p)) as typeof body;
    assert.equal(post.url, `${UP}/@alice/1`);
    assert.equal(post.uri, `${UP}/users/alice/statuses/1`);
    assert.equal(post.content, `<a href="${UP}/tags/x">#x</a>`);
    assert.equal(post.account.url, `${UP}/@alice`);
    assert.equal(post.account.avatar, `${OWN}/system/a.png`);
    assert.equal(post.account.header, `${OWN}/h.png`);
    assert.equal(post.media_attachments[0].url, `${OWN}/system/m.jpg`);
    assert.equal(post.media_attachments[0].preview_url, `${OWN}/system/s.jpg`);
    assert.equal(post.emojis[0].url, `${OWN}/emoji/blob.png`);
    assert.equal(post.card.image, "https://cdn.example/c.jpg");
    assert.ok(seen.includes("/system/m.jpg") && seen.includes("/h.png"));
  });

  it("passes through the folder of a media path, never the client's own files", () => {
    assert.equal(passThroughFor("/system/accounts/a.png"), "/system/");
    assert.equal(passThroughFor("/h.png"), "/h.png");
    assert.equal(passThroughFor("/assets/app.js"), null);
    assert.equal(passThroughFor("/index.html"), null);
  });
});

describe("the proxy in front of an instance", () => {
  let demo: DemoHandle;
  let fake: Server;
  let fakeOrigin: string;
  let dir: string;
  const proxies: { url: string; close: () => Promise<void> }[] = [];

  before(async () => {
    demo = await startDemo({ port: 0 });
    dir = mkdtempSync(join(tmpdir(), "proxy-test-"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>client</title>");
    // A server that compresses its JSON and keeps media under /system/, as Mastodon does.
    fake = createServer((req, res) => {
      if (req.url === "/system/a.png") {
        res.writeHead(200, { "Content-Type": "image/png" }).end("PNG");
        return;
      }
      if (req.url === "/api/v1/instance") {
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ uri: "mitra.example", title: "x" }));
        return;
      }
      if (req.url === "/api/v1/bookmarks") {
        const named = [{ acct: "b", username: "b", avatar: "https://mitra.example/media/b.png" }];
        res.writeHead(200, { "Content-Type": "application/json", Link: '<https://mitra.example/api/v1/bookmarks?max_id=1>; rel="next"' });
        res.end(JSON.stringify(named));
        return;
      }
      const json = JSON.stringify([{ acct: "a", username: "a", avatar: `${fakeOrigin}/system/a.png` }]);
      res.writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Encoding": "gzip",
        Link: `<${fakeOrigin}/api/v1/directory?offset=1>; rel="next"`,
      });
      res.end(gzipSync(json));
    });
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
    fakeOrigin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });

  after(async () => {
    for (const proxy of proxies) await proxy.close();
    await demo.close();
    await new Promise<void>((r) => fake.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function proxyTo(target: string) {
    const proxy = await startProxy({ target, port: 0, host: "127.0.0.1", staticDir: dir });
    proxies.push(proxy);
    return proxy;
  }

  it("pages on with Link headers and loads avatars on its own origin", async () => {
    const proxy = await proxyTo(demo.url);
    const grant = await fetch(`${proxy.url}/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username: "alice", password: "alice-demo" }),
    });
    const { access_token: token } = (await grant.json()) as { access_token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const first = await fetch(`${proxy.url}/api/v1/notifications?limit=2`, { headers: auth });
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1];
    assert.ok(next, "a next link");
    assert.ok(next.startsWith(`${proxy.url}/api/v1/notifications?`), next);
    assert.equal((await fetch(next, { headers: auth })).status, 200);
    const alice = (await (await fetch(`${proxy.url}/api/v1/accounts/lookup?acct=alice`)).json()) as { avatar: string; url: string };
    assert.ok(alice.avatar.startsWith(`${proxy.url}/`), alice.avatar);
    assert.ok(alice.url.startsWith(demo.url), "the profile URL still names the instance");
    const avatar = await fetch(alice.avatar);
    assert.equal(avatar.status, 200);
    assert.match(avatar.headers.get("content-type") ?? "", /^image\//);
  });

  it("reads compressed JSON and passes the rebased media folders through", async () => {
    const proxy = await proxyTo(fakeOrigin);
    const before = await fetch(`${proxy.url}/system/a.png`);
    assert.match(await before.text(), /client/, "unknown paths are the client's until media there is seen");
    const answer = await fetch(`${proxy.url}/api/v1/directory`);
    assert.equal(answer.headers.get("link"), `<${proxy.url}/api/v1/directory?offset=1>; rel="next"`);
    const [account] = (await answer.json()) as { avatar: string }[];
    assert.equal(account.avatar, `${proxy.url}/system/a.png`);
    const image = await fetch(account.avatar);
    assert.equal(await image.text(), "PNG");
  });

  it("also rewrites the public origin the instance names itself by, once it has said it", async () => {
    const proxy = await proxyTo(fakeOrigin);
    const early = await fetch(`${proxy.url}/api/v1/bookmarks`);
    assert.match(early.headers.get("link") ?? "", /mitra\.example/, "not yet known");
    await (await fetch(`${proxy.url}/api/v1/instance`)).json();
    const answer = await fetch(`${proxy.url}/api/v1/bookmarks`);
    assert.equal(answer.headers.get("link"), `<${proxy.url}/api/v1/bookmarks?max_id=1>; rel="next"`);
    const [account] = (await answer.json()) as { avatar: string }[];
    assert.equal(account.avatar, `${proxy.url}/media/b.png`);
    assert.equal(publicOriginOf({ domain: "mitra.example" }), "https://mitra.example");
    assert.equal(publicOriginOf({ uri: "https://mitra.example" }), "https://mitra.example");
    assert.equal(publicOriginOf({ uri: "not a host/../" }), null);
  });
});
