import assert from "node:assert/strict";
import { test } from "node:test";
import { serverOrigin } from "../../../src/lib/server-name";
import { serverLabel } from "../../../src/state/account-handle";

test("a server name, an address or a handle names the server's https origin", () => {
  assert.equal(serverOrigin("example.social"), "https://example.social");
  assert.equal(serverOrigin("  Example.Social  "), "https://example.social");
  assert.equal(serverOrigin("https://example.social"), "https://example.social");
  assert.equal(serverOrigin("https://example.social/"), "https://example.social");
  assert.equal(serverOrigin("@me@example.social"), "https://example.social");
  assert.equal(serverOrigin("me@example.social"), "https://example.social");
  assert.equal(serverOrigin("social.example.org:8443"), "https://social.example.org:8443");
  assert.equal(serverOrigin("xn--bcher-kva.example"), "https://xn--bcher-kva.example");
});

test("plain http only for this computer, when typed", () => {
  assert.equal(serverOrigin("http://localhost:8080"), "http://localhost:8080");
  assert.equal(serverOrigin("http://127.0.0.1:3000/"), "http://127.0.0.1:3000");
  assert.equal(serverOrigin("http://example.social"), null);
  assert.equal(serverOrigin("localhost:8080"), "https://localhost:8080");
});

test("anything else is not a server name", () => {
  for (const typed of [
    "",
    "   ",
    "social",
    "@me",
    "me@",
    "https://example.social/path",
    "https://example.social/?q=1",
    "https://example.social/#x",
    "https://user:pw@example.social",
    "ftp://example.social",
    "javascript:alert(1)",
    "exa mple.social",
    "example..social",
    "-bad.example",
    "@a@b@example.social",
  ]) {
    assert.equal(serverOrigin(typed), null, typed);
  }
});

test("a server is shown by its host", () => {
  assert.equal(serverLabel("https://example.social"), "example.social");
  assert.equal(serverLabel("http://127.0.0.1:3000"), "127.0.0.1:3000");
});
