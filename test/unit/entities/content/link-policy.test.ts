// The sanitiser's link policy on the worst post a server lets through, and the structures it must not keep.
// DOMPurify itself does not run under happy-dom (its tree walk stops at the body), so these tests give the link
// policy fragments parsed by happy-dom, as DOMPurify hands them over in the browser.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";
import { WORST_CASE_LINKS } from "../../../fixtures/hostile-payloads";

const window = new Window({ url: "https://mitra.test/" });
Object.assign(globalThis, { window, document: window.document, Node: window.Node });

const { applyLinkPolicy, MAX_LINKS_PER_FIELD, withLinksCapped } = await import("../../../../src/entities/content/sanitize");

type Ctx = Parameters<typeof applyLinkPolicy>[1];
const base: Ctx = { internal: true, mediaOrigins: ["https://mitra.test"] };

function parse(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

function serialise(fragment: DocumentFragment): string {
  const div = document.createElement("div");
  div.append(fragment);
  return div.innerHTML;
}

/** URL parses made by the link policy on `fragment` (the fragment's own parsing is done before counting). */
function countParses(run: () => void): number {
  const RealURL = globalThis.URL;
  let parses = 0;
  globalThis.URL = class extends RealURL {
    constructor(url: string | URL, base?: string | URL) {
      super(url, base);
      parses++;
    }
  } as typeof URL;
  try {
    run();
  } finally {
    globalThis.URL = RealURL;
  }
  return parses;
}

test("the worst-case post: each link is looked up once, whatever the number of mentions, tags and quotes", () => {
  const { content, mentions, tags, links } = WORST_CASE_LINKS;
  // What setting href costs in happy-dom itself, with nothing to route.
  const baseline = countParses(() => applyLinkPolicy(parse(content), { ...base, internal: false }));
  const fragment = parse(content);
  const total = fragment.querySelectorAll("a").length;
  assert.ok(total > 2700, `${total} links`);
  const started = performance.now();
  const parses = countParses(() => applyLinkPolicy(fragment, { ...base, mentions, tags, links }));
  const elapsed = performance.now() - started;
  // One parse per mention, tag and quote on top; comparing every link with every one of them made ~890,000.
  assert.ok(parses - baseline <= mentions.length + tags.length + links.length, `${parses - baseline} extra URL parses`);
  // Generous for happy-dom on a shared machine; the pairwise comparison took seconds.
  assert.ok(elapsed < 3000, `${Math.round(elapsed)} ms`);
  assert.equal(fragment.querySelectorAll("a").length, MAX_LINKS_PER_FIELD, "links past the cap become text");
  assert.equal(fragment.textContent, "x".repeat(total), "their text stays");
  const routed = Array.from(fragment.querySelectorAll("a[data-app-link]"), (a) => a.getAttribute("href"));
  assert.ok(routed.includes(`/@${mentions[0].acct}`), "mention routed");
  assert.ok(routed.includes(`/tag/${tags[99].name}`), "tag routed");
  assert.ok(routed.includes(`/post/${links[9].id}`), "quote routed");
});

test("a mention wins over a tag with the same URL; malformed entries are skipped", () => {
  const fragment = parse('<a href="https://r.example/x">x</a><a href="https://r.example/y">y</a>');
  applyLinkPolicy(fragment, {
    ...base,
    mentions: [null as never, { id: "1", acct: "m", url: "https://r.example/x" } as never],
    tags: [{ name: "t", url: "https://R.example/x" } as never, { name: "u" } as never, { name: "y", url: "https://r.example/y" } as never],
  });
  const out = serialise(fragment);
  assert.match(out, /href="\/@m"/);
  assert.match(out, /href="\/tag\/y"/);
});

test("a link inside a link keeps only its text, and only links carry href", () => {
  const fragment = parse('<a href="https://a.example/">outer <b>bold</b></a><p href="https://exfil.example/p">p</p>');
  const inner = document.createElement("a");
  inner.setAttribute("href", "https://exfil.example/inner");
  inner.textContent = "inner";
  fragment.querySelector("b")!.append(inner);
  for (const tag of ["span", "blockquote", "code"]) {
    const el = document.createElement(tag);
    el.setAttribute("href", "https://exfil.example/");
    el.textContent = tag;
    fragment.append(el);
  }
  applyLinkPolicy(fragment, base);
  const out = serialise(fragment);
  assert.doesNotMatch(out, /exfil\.example/, out);
  assert.match(out, /inner/);
  assert.equal((out.match(/<a /g) ?? []).length, 1, out);
});

test("before DOMPurify, the links past the cap lose their tags in one pass over the string; their text stays", () => {
  const { content } = WORST_CASE_LINKS;
  const started = performance.now();
  const capped = withLinksCapped(content);
  const elapsed = performance.now() - started;
  const fragment = parse(capped);
  assert.equal(fragment.querySelectorAll("a").length, MAX_LINKS_PER_FIELD);
  assert.equal(fragment.textContent, parse(content).textContent, "every link's text stays");
  // The first links are untouched, routed ones among them.
  assert.equal(capped.slice(0, 200), content.slice(0, 200));
  assert.ok(elapsed < 200, `${Math.round(elapsed)} ms`);
  // Within the cap, the HTML is the same string; <abbr>, <area> and <address> are not links.
  const few = '<p><a href="https://x.example/">x</a> <abbr title="a">A</abbr></p>';
  assert.equal(withLinksCapped(few), few);
  const many = `${'<a href="https://x.example/">x</a>'.repeat(MAX_LINKS_PER_FIELD)}<A HREF="https://y.example/" >y</A ><abbr>z</abbr>`;
  assert.equal(withLinksCapped(many), `${'<a href="https://x.example/">x</a>'.repeat(MAX_LINKS_PER_FIELD)}y<abbr>z</abbr>`);
});
