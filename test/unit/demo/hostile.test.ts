// POST /__test__/hostile plants raw payloads into every field that reaches the screen, and reset removes them.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { startTestDemo, type TestDemo } from "./helpers";

let demo: TestDemo;
before(async () => {
  demo = await startTestDemo();
});
after(async () => {
  await demo.close();
});

const PAYLOADS = ["<img src=x onerror=alert(1)>", "\u202Eevil", "<a href=\"javascript:alert(1)\">x</a>"];
const URLS = ["javascript:alert(1)", "http://127.0.0.1:8545/"];

describe("hostile content control", () => {
  it("refuses a body without payloads", async () => {
    assert.equal((await demo.call("POST", "/__test__/hostile", { body: {} })).status, 400);
    assert.equal((await demo.call("POST", "/__test__/hostile", { body: { payloads: [1] } })).status, 400);
  });

  it("puts each payload, unescaped, into accounts, posts, notifications and the instance", async () => {
    const planted = await demo.call("POST", "/__test__/hostile", {
      body: { payloads: PAYLOADS, urls: URLS, shortcodes: ["__proto__"] },
    });
    assert.equal(planted.status, 200, planted.text);
    assert.equal(planted.body.accounts.length, 3);
    assert.equal(planted.body.thread.replies.length, 2);

    const account = (await demo.call("GET", `/api/v1/accounts/${planted.body.accounts[0].id}`)).body;
    assert.equal(account.display_name, PAYLOADS[0]);
    assert.equal(account.note, PAYLOADS[0]);
    assert.equal(account.fields[0].value, PAYLOADS[0]);
    assert.equal(account.avatar, URLS[0]);

    const post = (await demo.call("GET", `/api/v1/statuses/${planted.body.posts[0]}`)).body;
    assert.equal(post.content, PAYLOADS[0]);
    assert.equal(post.poll.options[0].title, PAYLOADS[0]);
    assert.equal(post.media_attachments[0].description, PAYLOADS[0]);
    assert.ok(post.media_attachments.some((a: { url: string }) => a.url === URLS[0]));
    assert.ok(post.emojis.some((e: { shortcode: string }) => e.shortcode === "__proto__"));
    assert.equal(post.mentions[0].url, URLS[0]);
    assert.equal(post.tags[0].url, URLS[1]);

    const local = (await demo.call("GET", "/api/v1/timelines/public", { query: { local: "true", limit: "40" } })).body;
    assert.ok(planted.body.posts.every((id: string) => local.some((p: { id: string }) => p.id === id)));

    const notifications = (await demo.as("alice", "GET", "/api/v1/notifications", { query: { limit: "40" } })).body;
    const actors = notifications.map((n: { account: { display_name: string } }) => n.account.display_name);
    for (const payload of PAYLOADS) assert.ok(actors.includes(payload), payload);

    const instance = (await demo.call("GET", "/api/v1/instance")).body;
    assert.equal(instance.title, PAYLOADS[1]);
    assert.ok(instance.description.includes(PAYLOADS[2]));

    const thread = (await demo.call("GET", `/api/v1/statuses/${planted.body.thread.root}/thread`)).body;
    assert.deepEqual(thread.map((p: { content: string }) => p.content), PAYLOADS);
  });

  it("reset removes everything", async () => {
    await demo.reset();
    const instance = (await demo.call("GET", "/api/v1/instance")).body;
    assert.equal(instance.title, "Tidepool");
    assert.equal((await demo.call("GET", "/api/v1/accounts/lookup", { query: { acct: "hostile_0" } })).status, 404);
  });
});
