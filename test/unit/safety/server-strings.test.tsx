// Strings from a server: one used to pick a translation or an icon that names an object member ("constructor",
// "__proto__") renders as text instead of reaching Object's members; HTML in a field is stripped in linear time.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "./dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { VisibilityIcon } = await import("../../../src/entities/post/VisibilityIcon");
const { htmlToText } = await import("../../../src/entities/account/payment-options");
// Field values are read by the browser's HTML parser (htmlToText): jsdom's follows the standard, happy-dom's drops a
// run of "<" that a browser keeps as text.
const { JSDOM } = await import("jsdom");
const standardParser = () => Object.assign(globalThis, { DOMParser: new JSDOM("").window.DOMParser });

test("a visibility naming an object member is shown as text", () => {
  for (const visibility of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
    const container = document.createElement("div");
    const root = createRoot(container);
    act(() => root.render(<VisibilityIcon visibility={visibility as never} />));
    assert.equal(container.querySelector("[role=img]")?.getAttribute("aria-label"), `${visibility}: ${visibility}`);
    act(() => root.unmount());
  }
  const container = document.createElement("div");
  act(() => createRoot(container).render(<VisibilityIcon visibility="public" />));
  assert.match(container.querySelector("[role=img]")!.getAttribute("aria-label")!, /^Public/);
});

test("an entity naming an object member stays as written in a coin address", () => {
  standardParser();
  assert.equal(htmlToText("a&constructor;b&__proto__;c&amp;"), "a&constructor;b&__proto__;c&");
});

test("tags are stripped from a field value in linear time, and an unclosed < stays", () => {
  standardParser();
  assert.equal(htmlToText('<p>4<b class="x">8</b>a&amp;b</p> < 3 <'), "48a&b < 3 <");
  const started = performance.now();
  assert.equal(htmlToText("<".repeat(200_000)), "<".repeat(200_000));
  assert.equal(htmlToText("<a".repeat(100_000) + ">"), "");
  assert.ok(performance.now() - started < 500, `${Math.round(performance.now() - started)} ms`);
});
