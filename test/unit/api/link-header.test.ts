import assert from "node:assert/strict";
import { test } from "node:test";
import { nextLink, parseLinkHeader } from "../../../src/lib/link-header";

test("picks rel=next among several links", () => {
  const header =
    '<https://a.example/api/v1/mutes?max_id=1>; rel="prev", <https://a.example/api/v1/mutes?max_id=9&limit=40>; rel="next"';
  assert.equal(nextLink(header), "https://a.example/api/v1/mutes?max_id=9&limit=40");
});

test("a header with only rel=prev has no next page", () => {
  assert.equal(nextLink('<https://a.example/x?max_id=1>; rel="prev"'), null);
});

test("a missing or empty header has no next page", () => {
  assert.equal(nextLink(null), null);
  assert.equal(nextLink(undefined), null);
  assert.equal(nextLink(""), null);
});

test("handles unquoted rel, several rel values, commas and semicolons inside the URL", () => {
  assert.equal(nextLink("<https://a.example/p;v=1?a=1,2>; rel=next"), "https://a.example/p;v=1?a=1,2");
  assert.equal(nextLink('<https://a.example/q>; title="a, b; c"; rel="last next"'), "https://a.example/q");
  assert.equal(nextLink('<https://a.example/q>; rel="NEXT"'), "https://a.example/q");
});

test("parses every link with its rels", () => {
  assert.deepEqual(parseLinkHeader('<https://a.example/1>; rel="prev first", <https://a.example/2>; rel=next'), [
    { url: "https://a.example/1", rels: ["prev", "first"] },
    { url: "https://a.example/2", rels: ["next"] },
  ]);
});

test("ignores a part that has no <url>", () => {
  assert.deepEqual(parseLinkHeader('rel="next", garbage'), []);
});
