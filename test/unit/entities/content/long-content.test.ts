// Long content's first part (the preview behind "Show more") and the whole copied a slice at a time: what is cut,
// where, and that the copy in slices is the content itself.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";

const window = new Window({ url: "https://mitra.test/" });
Object.assign(globalThis, { window, document: window.document, Node: window.Node });

const { contentWeight, copySlice, LONG_WEIGHT, PREVIEW_WEIGHT, previewOf, startCopy } = await import("../../../../src/entities/content/long-content");

function parse(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

function serialise(node: DocumentFragment | Element): string {
  const div = document.createElement("div");
  div.append(node.cloneNode(true));
  return div.innerHTML;
}

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(" ");

test("weight: a character is 1, an element 20, a line (br, p, li, blockquote, pre) 40", () => {
  assert.equal(contentWeight(parse("abc")), 3);
  assert.equal(contentWeight(parse('<a href="https://x.example/">ab</a>')), 22);
  assert.equal(contentWeight(parse("<p>ab<br>cd</p>")), 4 + 40 + 40);
  assert.equal(contentWeight(parse("<ul><li>x</li></ul><blockquote><pre>y</pre></blockquote>")), 2 + 20 + 40 + 40 + 40);
});

test("an ordinary post is not long: a 500-character post with paragraphs, mentions and links", () => {
  const mention = '<span class="h-card"><a href="https://r.example/@ann" class="u-url mention">@<span>ann</span></a></span>';
  const link = '<a href="https://news.example/a/long/path"><span class="invisible">https://</span><span class="ellipsis">news.example/a/long</span><span class="invisible">/path</span></a>';
  const html = `<p>${mention} ${"x".repeat(150)}</p><p>${link} ${"y".repeat(150)}</p><p>${mention} ${link} ${"z".repeat(150)}</p>`;
  assert.ok(contentWeight(parse(html)) < LONG_WEIGHT);
});

test("the preview keeps whole nodes in document order up to the budget and says where it stops", () => {
  const html = Array.from({ length: 60 }, (_, i) => `<p>${words(8, i * 8)}</p>`).join("");
  const full = parse(html);
  assert.ok(contentWeight(full) > LONG_WEIGHT);
  const preview = previewOf(full, PREVIEW_WEIGHT);
  assert.ok(contentWeight(preview) <= PREVIEW_WEIGHT + 1, "no more than the budget (and its ellipsis)");
  const paragraphs = preview.querySelectorAll("p");
  assert.ok(paragraphs.length > 5 && paragraphs.length < 60);
  // Every paragraph but the last is whole; the last ends where the budget did.
  for (let i = 0; i < paragraphs.length - 1; i++) assert.equal(paragraphs[i].textContent, words(8, i * 8));
  assert.ok(preview.textContent!.endsWith("…"));
  assert.equal(serialise(full), html, "the content itself is not changed");
});

test("a long paragraph is cut at a space, never inside a word or a surrogate pair", () => {
  const preview = previewOf(parse(`<p>${words(400)}</p>`), 100);
  const text = preview.textContent!;
  assert.match(text, /^w0 w1 .* w\d+…$/);
  assert.ok(text.length <= 101);
  const emoji = previewOf(parse("😀".repeat(100)), 41).textContent!;
  assert.equal(emoji, `${"😀".repeat(20)}…`);
});

test("routed links, greentext, emoji and classes in the shown part are the sanitised nodes' copies", () => {
  const html =
    '<p><a href="/@ann@r.example" data-app-link="">@ann</a> <a href="/tag/cats" data-app-link="">#cats</a></p>' +
    '<p><span class="greentext">&gt;be me</span><br><img class="custom-emoji" src="https://mitra.test/e.png" alt=":blob:"></p>' +
    `<p>${"z".repeat(3000)}</p>`;
  const preview = previewOf(parse(html), PREVIEW_WEIGHT);
  const div = document.createElement("div");
  div.append(preview);
  assert.equal(div.querySelector('a[href="/@ann@r.example"]')?.hasAttribute("data-app-link"), true);
  assert.equal(div.querySelector('a[href="/tag/cats"]')?.textContent, "#cats");
  assert.equal(div.querySelector("span.greentext")?.textContent, ">be me");
  assert.equal(div.querySelector("img.custom-emoji")?.getAttribute("alt"), ":blob:");
  assert.ok(div.querySelectorAll("p")[2].textContent!.endsWith("…"));
});

test("the preview stops before an element that does not fit: no empty paragraph at its end", () => {
  const preview = previewOf(parse(`<p>${"a".repeat(50)}</p><p>b</p>`), 100);
  assert.equal(serialise(preview), `<p>${"a".repeat(50)}</p>…`);
});

test("content within the budget comes back whole, with no ellipsis", () => {
  const html = "<p>short <b>post</b></p>";
  assert.equal(serialise(previewOf(parse(html), PREVIEW_WEIGHT)), html);
});

test("copied in slices, the whole is the content itself; each slice adds about its budget", () => {
  const html =
    `<p>${words(50)}</p><blockquote><p>deep <b>nested <i>text <a href="https://x.example/">link</a></i> after</b> end</p></blockquote>` +
    Array.from({ length: 300 }, (_, i) => `<a href="https://l.example/${i}">x</a>`).join("") +
    "<ul><li>one</li><li>two<br>three</li></ul>tail";
  const full = parse(html);
  const into = document.createElement("div");
  const cursor = startCopy(full, into);
  const sizes: number[] = [];
  let slices = 0;
  while (!copySlice(cursor, 300)) {
    slices++;
    sizes.push(contentWeight(parse(into.innerHTML)));
    assert.ok(slices < 100, "the copy ends");
  }
  assert.equal(into.innerHTML, html);
  assert.ok(slices >= 5, `${slices} slices`);
  // Each slice grew the copy by at least its budget and by at most the budget and one more node.
  for (let i = 1; i < sizes.length; i++) assert.ok(sizes[i] - sizes[i - 1] >= 300 && sizes[i] - sizes[i - 1] <= 300 + 60, String(sizes[i] - sizes[i - 1]));
});

test("an empty fragment copies in one slice", () => {
  const into = document.createElement("div");
  assert.equal(copySlice(startCopy(parse(""), into), 10), true);
  assert.equal(serialise(previewOf(parse(""), 10)), "");
});
