import { test } from "node:test";
import assert from "node:assert/strict";
import { isPrivateHost, linkKey, safeImageUrl, safeLinkUrl, safeMediaUrl } from "../../../src/lib/url-policy";

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
  assert.equal(linkKey("https://a.example/u/x"), linkKey("https://A.example/u/x"));
  assert.notEqual(linkKey("https://a.example/u/x"), linkKey("https://b.example/u/x"));
  assert.equal(linkKey("javascript:x"), null);
});

test("private and loopback hosts, in every numeric form URL normalises", () => {
  for (const host of ["localhost", "a.localhost", "127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.1.1", "0.0.0.0", "[::1]", "[fc00::1]", "[fd12::1]", "[fe80::1]", "[::]", "[fec0::1]", "[feff::1]", "[ff02::1]", "[64:ff9b:1::1]"]) {
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

test("IPv6 forms that carry a private IPv4 address are judged by the address inside", () => {
  for (const url of [
    "https://[::7f00:1]/", // IPv4-compatible ::127.0.0.1
    "https://[::127.0.0.1]/",
    "https://[::ffff:0:7f00:1]/", // IPv4-translated ::ffff:0:127.0.0.1
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:a9fe:a9fe]/",
    "https://[64:ff9b::a9fe:a9fe]/", // NAT64 to 169.254.169.254
    "https://[64:ff9b::10.0.0.1]/",
    "https://[2002:7f00:1::]/", // 6to4 of 127.0.0.1
    "https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", // Teredo client 127.0.0.1
    "https://[fec0::1]/",
    "https://[fd00:ec2::254]/",
  ]) {
    assert.equal(safeMediaUrl(url, []), null, url);
    assert.equal(safeImageUrl(url), null, url);
  }
  for (const url of ["https://[64:ff9b::808:808]/", "https://[::ffff:808:808]/", "https://[2606:4700::1111]/"]) {
    assert.equal(safeMediaUrl(url, []), url, url);
  }
});

test("in-app paths, protocol-relative links and OS handlers are never links or images", () => {
  for (const raw of ["ms-settings:privacy", "/settings", "//exfil.example/x", "\\\\exfil.example", "tel:123", "ms-word:ofe|u|https://x"]) {
    assert.equal(safeLinkUrl(raw), null, raw);
    assert.equal(safeImageUrl(raw), null, raw);
  }
});

test("the trusted origins are worked out once per API base, and again after an account switch", async () => {
  const { ownOrigins } = await import("../../../src/lib/url-policy");
  const { setAccountServer } = await import("../../../src/lib/api-base");
  setAccountServer("https://one.example");
  const first = ownOrigins();
  assert.ok(first.includes("https://one.example"));
  // Every avatar asks: the same answer, not a new parse each time.
  assert.equal(ownOrigins(), first);
  setAccountServer("http://two.example");
  assert.ok(ownOrigins().includes("http://two.example"));
  assert.ok(!ownOrigins().includes("https://one.example"));
  assert.equal(safeImageUrl("http://two.example/a.png"), "http://two.example/a.png", "the home server's own scheme");
  setAccountServer(null);
});
