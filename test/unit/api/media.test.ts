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
  assert.equal(new URL(request.url).pathname, "/api/v1/media");
  assert.match(request.headers.get("Content-Type") ?? "", /^multipart\/form-data; boundary=/);
  const form = await request.clone().formData();
  assert.equal((form.get("file") as File).name, "pic.png");
  assert.equal(form.get("description"), "three bytes");
  assert.equal(request.headers.get("Authorization"), "Bearer secret");
  assert.equal(attachment.url, ready.url);
});

test("202 with a null url is polled with GET /api/v1/media/{id} until the attachment is ready", async () => {
  let polls = 0;
  const { api, calls } = fakeApi((request) => {
    if (request.method === "POST") return json({ ...ready, url: null }, { status: 202 });
    polls++;
    return polls < 2 ? json({ ...ready, url: null }, { status: 206 }) : json(ready);
  });
  const attachment = await uploadMedia(api, file(), { pollMs: 1 });
  assert.equal(attachment.url, ready.url);
  assert.deepEqual(calls.map((c) => `${c.request.method} ${new URL(c.request.url).pathname}`), [
    "POST /api/v1/media",
    "GET /api/v1/media/m1",
    "GET /api/v1/media/m1",
  ]);
});

test("an older Mitra that reads only JSON gets the file as base64", async () => {
  const { api, calls } = fakeApi((request) =>
    request.headers.get("Content-Type")?.startsWith("multipart/")
      ? json({ error: "Content type error", error_description: "Content type error" }, { status: 400 })
      : json(ready),
  );
  await uploadMedia(api, file());
  assert.deepEqual(JSON.parse(calls[1]!.body), { file: "AQID", media_type: "image/png", description: null });
});

test("cancelling rejects with an AbortError", async () => {
  const controller = new AbortController();
  const { api } = fakeApi(() => {
    controller.abort();
    return Promise.reject(new DOMException("aborted", "AbortError"));
  });
  await assert.rejects(uploadMedia(api, file(), { signal: controller.signal }), { name: "AbortError" });
});
