import { test } from "node:test";
import assert from "node:assert/strict";
import { acceptAttribute, fileNameFromUrl, parseDataUrl, parseUploadUrl } from "../../../../src/features/compose/upload";

test("a base64 data URL splits into media type and bare base64; anything else is an invalid data URL", () => {
  assert.deepEqual(parseDataUrl("data:image/png;base64,iVBORw0KGgo="), { mediaType: "image/png", base64: "iVBORw0KGgo=" });
  assert.deepEqual(parseDataUrl(" data:text/plain;charset=utf-8;base64,aGk= "), { mediaType: "text/plain", base64: "aGk=" });
  assert.throws(() => parseDataUrl("data:image/png,abc"), /invalid data URL/);
  assert.throws(() => parseDataUrl("data:image/png;base64,abc==="), /invalid data URL/);
  assert.throws(() => parseDataUrl("hello"), /invalid data URL/);
});

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
