// The sanitiser in a standards-compliant DOM (jsdom): the expected output of each rule's case, and, for every
// payload of both hostile corpora, no element, attribute or link outside the allowlist survives.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installJsdom, htmlOf } from "../../support/jsdom";

installJsdom();

const { contentParts, purifyContent, purifyPart, sanitizeContent } = await import("../../../../src/entities/content/sanitize");
const { MAX_EMOJI_PER_FIELD } = await import("../../../../src/entities/content/emoji-map");
const { SANITIZER_CASES } = await import("../../../fixtures/sanitizer-cases");
const { HOSTILE_PAYLOADS, HOSTILE_SHORTCODES, WORST_CASE_LINKS } = await import("../../../fixtures/hostile-payloads");
const { HOSTILE } = await import("../../../e2e/reading-hostile-payloads");

const BASE = { internal: true, mediaOrigins: ["https://mitra.test"] };

for (const c of SANITIZER_CASES) {
  test(`sanitiser: ${c.name}`, () => {
    const fragment = sanitizeContent(c.html, { ...BASE, ...c.ctx });
    assert.equal(fragment === null ? null : htmlOf(fragment), c.expected);
  });
}

const ALLOWED = new Set(["P", "BR", "SPAN", "A", "DEL", "S", "PRE", "BLOCKQUOTE", "CODE", "B", "STRONG", "U", "I", "EM", "UL", "OL", "LI", "RUBY", "RT", "RP", "IMG"]);
const ATTRIBUTES: Record<string, Set<string>> = {
  A: new Set(["href", "target", "rel", "title", "data-app-link", "class", "lang", "translate"]),
  IMG: new Set(["class", "src", "alt", "title", "draggable"]),
  OL: new Set(["start", "reversed", "class", "lang", "translate"]),
  LI: new Set(["value", "class", "lang", "translate"]),
};
const COMMON = new Set(["class", "lang", "translate"]);

/** Everything in the output that the allowlist does not allow, as readable lines. */
function violations(html: string): string[] {
  const found: string[] = [];
  const fragment = sanitizeContent(html, { ...BASE, emojis: [] });
  if (!fragment) return found;
  for (const el of Array.from(fragment.querySelectorAll("*"))) {
    if (!ALLOWED.has(el.tagName)) found.push(`element ${el.tagName}`);
    const allowed = ATTRIBUTES[el.tagName] ?? COMMON;
    for (const attr of Array.from(el.attributes)) if (!allowed.has(attr.name)) found.push(`${el.tagName} ${attr.name}`);
    if (el.tagName === "IMG" && el.getAttribute("class") !== "custom-emoji") found.push("an image that is not an emoji");
    if (el.tagName === "A") {
      const href = el.getAttribute("href") ?? "";
      const inApp = href.startsWith("/") && !href.startsWith("//") && el.hasAttribute("data-app-link");
      const external = /^https?:\/\//.test(href) && el.getAttribute("target") === "_blank" && el.getAttribute("rel") === "nofollow noopener noreferrer";
      if (!inApp && !external) found.push(`link ${href}`);
    }
  }
  return found;
}

// The size and depth payloads (thousands of elements) take jsdom tens of seconds; Chromium renders them in
// test/e2e/reading-sanitizer.test.ts, with the same checks.
const UNIT_SIZE = 4000;

test("every payload of the hostile corpora leaves only allowed elements, attributes and links", () => {
  const payloads = [...HOSTILE, ...HOSTILE_PAYLOADS.map((p) => p.value)].filter((html) => html.length <= UNIT_SIZE);
  assert.ok(payloads.length > 250, "both corpora are in");
  const failures = payloads.flatMap((html, i) => violations(html).map((v) => `payload ${i} (${html.slice(0, 60)}): ${v}`));
  assert.deepEqual(failures, []);
});

test("custom emoji are capped per field", () => {
  const emojis = [{ shortcode: "e1", url: "https://mitra.test/e1.png", static_url: "https://mitra.test/e1.png", visible_in_picker: true }];
  const fragment = sanitizeContent(`<p>${":e1: ".repeat(MAX_EMOJI_PER_FIELD + 50)}</p>`, { ...BASE, emojis });
  assert.equal(fragment!.querySelectorAll("img").length, MAX_EMOJI_PER_FIELD);
});

test("hostile shortcodes never become an image from elsewhere", () => {
  const emojis = HOSTILE_SHORTCODES.map((shortcode, i) => ({ shortcode, url: `javascript:alert(${i})`, static_url: "", visible_in_picker: true }));
  const html = `<p>${HOSTILE_SHORTCODES.map((s) => `:${s}:`).join(" ")}</p>`;
  const fragment = sanitizeContent(html, { ...BASE, emojis });
  assert.equal(fragment!.querySelectorAll("img").length, 0);
});

test("greentext: lines of a paragraph that start with > are marked, others and code are not", () => {
  const fragment = sanitizeContent("<p>&gt;be me<br>plain line<br>&gt;<a href=\"https://x.test/\">link</a> too</p><p>a &gt; b</p><pre><code>&gt;no</code></pre>", BASE);
  assert.equal(
    htmlOf(fragment!),
    '<p><span class="greentext">&gt;be me</span><br>plain line<br><span class="greentext">&gt;<a href="https://x.test/" target="_blank" rel="nofollow noopener noreferrer" title="https://x.test/">link</a> too</span></p><p>a &gt; b</p><pre><code>&gt;no</code></pre>',
  );
});

// The heaviest content's DOMPurify pass runs in parts (content-cache.ts): the parts' output, joined, must be the one
// pass's output, whatever the markup (tags DOMPurify drops but keeps the content of, foreign content, comments,
// leading whitespace, links past the cap), and however small the parts.
test("DOMPurify's pass in parts gives the whole pass's output, for the hostile HTML corpus, every rule's case and the worst case", () => {
  // (The other corpus, of every field's payloads, is left out: jsdom takes 10 to 25 s over it, twice.)
  const inputs = [
    ...HOSTILE,
    ...SANITIZER_CASES.map((c) => c.html),
    WORST_CASE_LINKS.content,
    "  \n<p>lead</p> tail <div><p>kept <b>content</b></p></div><!-- c --><svg><p>x</p></svg><p>after</p>",
    `<p>${'<a href="https://l.example/">link</a> '.repeat(600)}</p>${"<p>more</p>".repeat(30)}`,
  ];
  const inParts = (html: string, size: number) => {
    const parts = contentParts(html, size);
    if (parts.length === 0) return null;
    const out = parts.map((part) => purifyPart(part));
    return out.includes(null) ? null : out.map((f) => htmlOf(f!)).join("");
  };
  // Parts of one node each for the corpus; the heaviest three (jsdom takes seconds over them) in parts of 40.
  for (const [size, list] of [[1, inputs.slice(0, -3)], [40, inputs.slice(-3)]] as const) {
    const differ = list.filter((html) => {
      const whole = purifyContent(html);
      return (whole === null ? null : htmlOf(whole)) !== inParts(html, size);
    });
    assert.deepEqual(differ, [], `parts of ${size} nodes`);
  }
  assert.ok(contentParts(WORST_CASE_LINKS.content).length >= 4, "the worst case is more than one part");
});
