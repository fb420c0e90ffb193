import assert from "node:assert/strict";
import { test } from "node:test";
import { uploadMedia } from "../../../src/api/endpoints/media";
import { fakeApi, json } from "./fake-fetch";

const file = () => new File([new Uint8Array([1, 2, 3])], "pic.png", { type: "image/png" });
const ready = { id: "m1", type: "image", url: "https://social.example/media/m1.png", preview_url: null, description: null };

test("uploads are multipart/form-data with the file and its name, not base64 JSON", async () => {
  const { api, calls } = fakeApi(() => json(ready));
  const attachment = await uploadMedia(api, file(), { description: "three bytes" });
  const { request } = calls[0]!;
  assert.equal(request.method, "POST");
  assert.equal(new URL(request.url).pathname, "/api/v2/media");
  assert.match(request.headers.get("Content-Type") ?? "", /^multipart\/form-data; boundary=/);
  const form = await request.clone().formData();
  assert.equal((form.get("file") as File).name, "pic.png");
  assert.equal(form.get("description"), "three bytes");
  assert.equal(request.headers.get("Authorization"), "Bearer secret");
  assert.equal(attachment.url, ready.url);
});

const routes = (calls: { request: Request }[]) => calls.map((c) => `${c.request.method} ${new URL(c.request.url).pathname}`);

test("202 with a null url from /api/v2/media is polled with GET /api/v1/media/{id} until the attachment is ready", async () => {
  let polls = 0;
  const { api, calls } = fakeApi((request) => {
    if (request.method === "POST") return json({ ...ready, url: null }, { status: 202 });
    polls++;
    return polls < 2 ? json({ ...ready, url: null }, { status: 206 }) : json(ready);
  });
  const attachment = await uploadMedia(api, file(), { pollMs: 1 });
  assert.equal(attachment.url, ready.url);
  assert.deepEqual(routes(calls), ["POST /api/v2/media", "GET /api/v1/media/m1", "GET /api/v1/media/m1"]);
});

for (const status of [404, 405]) {
  test(`a server without /api/v2/media (${status}) gets the file on /api/v1/media, then at once for the next upload`, async () => {
    const { api, calls } = fakeApi((request) =>
      new URL(request.url).pathname === "/api/v2/media" ? new Response("", { status }) : json(ready),
    );
    const attachment = await uploadMedia(api, file(), { description: "three bytes" });
    assert.equal(attachment.url, ready.url);
    assert.deepEqual(routes(calls), ["POST /api/v2/media", "POST /api/v1/media"]);
    const form = await calls[1]!.request.clone().formData();
    assert.equal((form.get("file") as File).name, "pic.png");
    assert.equal(form.get("description"), "three bytes");
    await uploadMedia(api, file());
    assert.deepEqual(routes(calls).slice(2), ["POST /api/v1/media"]);
  });
}

test("another failure on /api/v2/media is shown, not retried on /api/v1/media", async () => {
  const { api, calls } = fakeApi(() => json({ error: "file size must be less than 20MB" }, { status: 400 }));
  await assert.rejects(uploadMedia(api, file()), { status: 400, message: "file size must be less than 20MB" });
  assert.deepEqual(routes(calls), ["POST /api/v2/media"]);
});

test("an older Mitra that reads only JSON gets the file as base64", async () => {
  const { api, calls } = fakeApi((request) => {
    if (new URL(request.url).pathname === "/api/v2/media") return new Response("", { status: 404 });
    return request.headers.get("Content-Type")?.startsWith("multipart/")
      ? json({ error: "Content type error", error_description: "Content type error" }, { status: 400 })
      : json(ready);
  });
  await uploadMedia(api, file());
  assert.deepEqual(routes(calls), ["POST /api/v2/media", "POST /api/v1/media", "POST /api/v1/media"]);
  assert.deepEqual(JSON.parse(calls[2]!.body), { file: "AQID", media_type: "image/png", description: null });
});

test("cancelling rejects with an AbortError", async () => {
  const controller = new AbortController();
  const { api } = fakeApi(() => {
    controller.abort();
    return Promise.reject(new DOMException("aborted", "AbortError"));
  });
  await assert.rejects(uploadMedia(api, file(), { signal: controller.signal }), { name: "AbortError" });
});
