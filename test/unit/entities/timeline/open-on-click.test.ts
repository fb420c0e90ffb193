// The click-to-open rule of timelines: a plain click on a post's text or frame opens its thread; a click on a link,
// a button or media, a click with a modifier key, and the end of a text selection keep their own meaning.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";
import type { MouseEvent } from "react";

const window = new Window({ url: "https://mitra.test/home" });
Object.assign(globalThis, { window, document: window.document });
const { entryToOpen } = await import("../../../../src/entities/timeline/open-on-click");

document.body.innerHTML = `
  <ol><li data-entry-id="e1"><article class="post-card">
    <div class="post-content"><p id="text">A walk by the <a id="link" href="/tags/sea"><span id="inner">#sea</span></a> today</p></div>
    <img id="image" alt="">
    <div class="post-actions"><button id="like"><svg id="icon"></svg></button><span id="role" role="button">More</span></div>
  </article></li></ol>
  <p id="outside">Not a post</p>`;
const el = (id: string) => document.getElementById(id)!;
const click = (target: Element, extra: Partial<Record<"button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented", number | boolean>> = {}) =>
  entryToOpen({ target, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, ...extra } as unknown as MouseEvent<HTMLElement>);

test("a plain click on the text or the frame of a post opens its entry", () => {
  window.getSelection()!.removeAllRanges();
  assert.equal(click(el("text")), "e1");
  assert.equal(click(el("text").closest("article")!), "e1");
});

test("a link, a button, an element acting as a button or media does not open the thread", () => {
  for (const id of ["link", "inner", "like", "icon", "role", "image"]) assert.equal(click(el(id)), null, id);
});

test("a modifier key, another mouse button or a handled click does not open the thread", () => {
  for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey", "defaultPrevented"] as const) assert.equal(click(el("text"), { [key]: true }), null, key);
  assert.equal(click(el("text"), { button: 1 }), null, "middle button");
});

test("a click that ends a text selection does not open the thread", () => {
  const range = window.document.createRange();
  range.selectNodeContents(el("text") as never);
  window.getSelection()!.addRange(range);
  assert.notEqual(window.getSelection()!.toString(), "");
  assert.equal(click(el("text")), null);
  window.getSelection()!.removeAllRanges();
  assert.equal(click(el("text")), "e1", "opens again once nothing is selected");
});

test("a click outside a post card opens nothing", () => {
  assert.equal(click(el("outside")), null);
});
