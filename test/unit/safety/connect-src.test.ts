// One documented setting narrows where the client may connect (MITRA_CONNECT_SRC at build time).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { withConnectSrc } from "../../../scripts/csp.mjs";

const template = readFileSync("static/index.html", "utf8");
const csp = (html: string) => /content="([^"]*)"/.exec(html.slice(html.indexOf("Content-Security-Policy")))![1];

test("unset, the policy keeps its default; set, connect-src is exactly the operator's sources", () => {
  assert.equal(withConnectSrc(template, undefined), template);
  assert.equal(withConnectSrc(template, "  "), template);
  const narrowed = csp(withConnectSrc(template, "'self'  https://social.example"));
  assert.match(narrowed, /connect-src 'self' https:\/\/social\.example;/);
  assert.doesNotMatch(narrowed, /connect-src 'self' https:;/);
  assert.match(narrowed, /script-src 'self';/, "the rest is untouched");
});

test("anything that is not a source list is refused instead of written into the page", () => {
  for (const bad of [`'self'; script-src *`, `'self" onload="x`, "'self'>\n<script>", "https://a.example,https://b.example"]) {
    assert.throws(() => withConnectSrc(template, bad), /not a list of CSP sources/, bad);
  }
});

test("the README documents the setting", () => {
  assert.match(readFileSync("README.md", "utf8"), /MITRA_CONNECT_SRC/);
});
