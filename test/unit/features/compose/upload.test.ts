import { test } from "node:test";
import assert from "node:assert/strict";
import { acceptAttribute, fileNameFromUrl, fileType, isSupported, parseUploadUrl } from "../../../../src/features/compose/upload";

test("URL upload: OK only for http(s) URLs that parse", () => {
  assert.ok(parseUploadUrl("https://example.com/a.png"));
  assert.ok(parseUploadUrl("  http://example.com/x "));
  assert.equal(parseUploadUrl("example.com/a.png"), null);
  assert.equal(parseUploadUrl("javascript:alert(1)"), null);
  assert.equal(parseUploadUrl(""), null);
  assert.equal(fileNameFromUrl(new URL("https://e.com/img/cat%20face.png?x=1")), "cat face.png");
  assert.equal(fileNameFromUrl(new URL("https://e.com/")), "file");
});

test("accepted types come from the instance, with .m4v when video/x-m4v is listed", () => {
  assert.equal(acceptAttribute(["image/png", "video/x-m4v"]), "image/png,video/x-m4v,.m4v");
  assert.equal(acceptAttribute(["image/png"]), "image/png");
});

test("a file without a browser type is judged by its extension; an instance listing no types refuses nothing", () => {
  const types = ["image/webp", "audio/ogg"];
  assert.equal(isSupported({ type: "", name: "Photo.WEBP" }, types), true);
  assert.equal(isSupported({ type: "", name: "voice.opus" }, types), true);
  assert.equal(isSupported({ type: "", name: "notes.txt" }, types), false);
  assert.equal(isSupported({ type: "", name: "noextension" }, types), false);
  assert.equal(isSupported({ type: "image/png", name: "a.webp" }, types), false, "the browser's type wins");
  assert.equal(isSupported({ type: "", name: "x.bin" }, []), true);
  assert.equal(fileType({ type: "", name: "clip.m4v" }), "video/x-m4v");
});

test("a failed download from a URL is told in the person's words, not the browser's", async () => {
  const { createStore } = await import("jotai");
  const { LLAtom } = await import("../../../../src/state/i18n");
  const { downloadFailure } = await import("../../../../src/features/compose/useUrlUpload");
  const { downloadFile } = await import("../../../../src/features/compose/actions");
  const LL = createStore().get(LLAtom);
  assert.equal(downloadFailure(LL, new TypeError("Failed to fetch")), LL.errors.network());
  const g = globalThis as unknown as { fetch: typeof fetch };
  const saved = g.fetch;
  g.fetch = (async () => new Response("gone", { status: 404, statusText: "Not Found" })) as typeof fetch;
  try {
    const failure = await downloadFile(new URL("https://pics.example/a.png")).then(() => null, (e: unknown) => e);
    assert.equal(downloadFailure(LL, failure), "HTTP 404");
  } finally {
    g.fetch = saved;
  }
});
