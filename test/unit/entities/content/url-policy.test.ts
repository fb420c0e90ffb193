import { test } from "node:test";
import assert from "node:assert/strict";
import { isPrivateHost, safeLinkUrl, safeMediaUrl, sameUrl } from "../../../../src/entities/content/url-policy";

test("only absolute http(s) links without credentials are links", () => {
  for (const ok of ["https://a.example/x?y=1#z", "http://a.example", "HTTPS://A.EXAMPLE/"]) assert.ok(safeLinkUrl(ok), ok);
  for (const bad of [
    "javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:x", "data:text/html,x", "vbscript:x", "blob:https://a/x",
    "file:///etc", "ethereum:0x1", "wc:x", "intent://x", "//evil.example", "/relative", "./x", "#top", "",
    "https://user:pw@a.example/", "https://user@a.example/", "mailto:a@b", null, undefined,
  ]) {
    assert.equal(safeLinkUrl(bad as string), null, String(bad));
  }
});

test("bidi controls are removed before parsing", () => {
  assert.equal(safeLinkUrl("\u202Ehttps://a.example/\u2066x")?.href, "https://a.example/x");
  assert.ok(sameUrl("https://a.example/u/x", "https://A.example/u/x"));
  assert.ok(!sameUrl("https://a.example/u/x", "https://b.example/u/x"));
  assert.ok(!sameUrl("javascript:x", "javascript:x"));
});

test("private and loopback hosts, in every numeric form URL normalises", () => {
  for (const host of ["localhost", "a.localhost", "127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.1.1", "0.0.0.0", "[::1]", "[fc00::1]", "[fd12::1]", "[fe80::1]"]) {
    assert.ok(isPrivateHost(host), host);
  }
  for (const url of ["https://2130706433/", "https://0x7f000001/", "https://0177.0.0.1/", "https://[::ffff:127.0.0.1]/"]) {
    assert.equal(safeMediaUrl(url, []), null, url);
  }
  for (const host of ["example.com", "8.8.8.8", "172.32.0.1", "[2001:db8::1]"]) assert.ok(!isPrivateHost(host), host);
});

test("media: https on public hosts, or anything from the home server; emoji only from home", () => {
  const home = ["http://127.0.0.1:8080"];
  assert.equal(safeMediaUrl("https://cdn.example/a.png", home), "https://cdn.example/a.png");
  assert.equal(safeMediaUrl("http://cdn.example/a.png", home), null);
  assert.equal(safeMediaUrl("http://127.0.0.1:8080/media/a.png", home), "http://127.0.0.1:8080/media/a.png");
  assert.equal(safeMediaUrl("http://127.0.0.1:8545/", home), null);
  assert.equal(safeMediaUrl("data:image/png;base64,AAAA", home), null);
  assert.equal(safeMediaUrl("https://cdn.example/a.png", home, true), null);
  assert.equal(safeMediaUrl("http://127.0.0.1:8080/e.png", home, true), "http://127.0.0.1:8080/e.png");
});
