import { test } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";
import { removeInsertedHeadTags } from "../../../src/lib/head";

test("meta tags the server inserted for the first request are removed; the app's own stay", () => {
  const { document } = new Window();
  document.head.innerHTML = `<meta charset="utf-8"><meta name="viewport" content="width=device-width">
    <meta property="og:title" content="Alice's post" data-inserted="true">
    <meta name="description" content="A post" data-inserted="true"><link rel="stylesheet" href="/a.css">`;
  assert.equal(removeInsertedHeadTags(document as unknown as Document), 2);
  assert.equal(document.head.querySelectorAll("[data-inserted]").length, 0);
  assert.equal(document.head.querySelectorAll("meta").length, 2);
  assert.equal(document.head.querySelectorAll("link").length, 1);
});
