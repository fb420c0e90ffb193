// build.mjs loads DOMPurify through scripts/purify-unused.mjs: its HTML, SVG and MathML tag and attribute lists are
// emptied, since our one configuration never reads them. Here: the transform touches those ten lists and nothing
// else, its guards stop the build when DOMPurify or CONFIG changes, and the sanitiser gives the same output through
// the transformed DOMPurify as through the original (jsdom; Chromium in test/e2e/reading-sanitizer.test.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { installJsdom, htmlOf } from "../support/jsdom";
import { checkConfig, listItems, PURIFY, purifyPlugin, sanitizerConfig, UNREAD_LISTS, withoutUnreadLists } from "../../../scripts/purify-unused.mjs";

installJsdom();

const original = readFileSync(PURIFY, "utf8");
const transformed = withoutUnreadLists(original);
const LIST = /^const (\S+) = freeze\(\[[^\]]*\]\);$/gm;
const namesOf = (text: string) => [...text.matchAll(LIST)].map((m) => m[1]);
const config = sanitizerConfig();

test("the ten lists are emptied, and the rest of DOMPurify is as it was", () => {
  for (const name of UNREAD_LISTS) {
    assert.ok(listItems(original, name).length > 0, `${name} has items in DOMPurify`);
    assert.deepEqual(listItems(transformed, name), [], `${name} is empty`);
  }
  assert.deepEqual(namesOf(transformed), namesOf(original), "no list is added or removed");
  const rest = (text: string) => text.replace(LIST, (whole, name: string) => (UNREAD_LISTS.includes(name) ? `const ${name} = LIST;` : whole));
  assert.equal(rest(transformed), rest(original));
  assert.match(transformed, /^const text = freeze\(\["#text"\]\);$/m, "the text list stays");
  assert.ok(transformed.length < original.length - 7000);
  assert.match(original, /"feTurbulence"[\s\S]*"autocapitalize"[\s\S]*"xlink:title"/, "tags and attributes");
  assert.doesNotMatch(transformed, /"(feturbulence|autocapitalize|xlink:title)"/i);
});

test("the sanitiser's CONFIG is read from its source: both allowlists, HTML tags only", () => {
  assert.deepEqual(config.keys, ["ALLOWED_TAGS", "ALLOWED_ATTR", "ALLOW_DATA_ATTR", "ALLOW_ARIA_ATTR", "ALLOW_UNKNOWN_PROTOCOLS", "RETURN_DOM_FRAGMENT"]);
  for (const tag of ["p", "a", "ruby", "rp", "h1", "h6"]) assert.ok(config.tags.includes(tag), tag);
  assert.equal(config.tags.length, 26);
  assert.deepEqual(config.hooks, ["afterSanitizeAttributes"]);
});

test("the build stops when DOMPurify or the sanitiser's configuration is no longer what was reviewed", () => {
  assert.throws(() => withoutUnreadLists(original.replace('DOMPurify.version = "3.4.18"', 'DOMPurify.version = "3.4.19"')), /3\.4\.19, not 3\.4\.18/);
  assert.throws(() => withoutUnreadLists(original.replace("const svgFilters = freeze([", "const svgFilters = Object.freeze([")), /svgFilters/);
  const twice = original.replace(/^const xml = freeze\(\[[^\]]*\]\);$/m, (m) => `${m}\n${m}`);
  assert.throws(() => withoutUnreadLists(twice), /const xml = freeze\(\[…\]\);` is not in its module exactly once/);
  const noTags = { ...config, keys: config.keys.filter((k) => k !== "ALLOWED_TAGS") };
  assert.throws(() => checkConfig(original, noTags), /CONFIG must pass ALLOWED_TAGS/);
  assert.throws(() => checkConfig(original, { ...config, keys: [...config.keys, "USE_PROFILES"] }), /USE_PROFILES/);
  assert.throws(() => checkConfig(original, { ...config, keys: [...config.keys, "NAMESPACE"] }), /NAMESPACE/);
  assert.throws(() => checkConfig(original, { ...config, hooks: [...config.hooks, "uponSanitizeElement"] }), /hook uponSanitizeElement/);
  for (const tag of ["svg", "math", "mglyph", "g", "foreignobject", "feturbulence"]) {
    assert.throws(() => checkConfig(original, { ...config, tags: [...config.tags, tag] }), new RegExp(`allows ${tag},`), tag);
  }
  assert.doesNotThrow(() => checkConfig(original, { ...config, tags: [...config.tags, "title", "style"] }), "names shared with HTML");
  const source = readFileSync("src/entities/content/sanitize.ts", "utf8");
  const withProfiles = source.replace("  ALLOWED_ATTR:", "  USE_PROFILES: { html: true },\n  ALLOWED_ATTR:");
  assert.throws(() => checkConfig(original, sanitizerConfig(withProfiles)), /CONFIG passes USE_PROFILES/, "read from the source");
  assert.throws(() => sanitizerConfig(source.replace(/^ {2}ALLOWED_TAGS: .*\n/m, "")), /ALLOWED_TAGS is not an array literal/);
  assert.throws(() => sanitizerConfig(`${source}\nexport const again = (p: Purifier) => p.sanitize("", {});\n`), /sanitize once, with CONFIG/);
});

// Every tag name DOMPurify knows, in and around the places where namespaces change, and the known mXSS shapes.
const names = [...new Set(["html$1", "svg$1", "svgFilters", "svgDisallowed", "mathMl$1", "mathMlDisallowed"].flatMap((n) => listItems(original, n)))];
const SHAPES = [
  (t: string) => `<${t} href="https://ok.example/">x</${t}>`,
  (t: string) => `<svg><${t} href="javascript:alert(1)">x</${t}></svg>`,
  (t: string) => `<math><${t}>x</${t}></math>`,
  (t: string) => `<math><mi><${t} class="mention">x</${t}></mi></math>`,
  (t: string) => `<svg><foreignobject><${t}>x</${t}><p>y</p></foreignobject></svg>`,
  (t: string) => `<math><annotation-xml encoding="text/html"><${t}>x</${t}></annotation-xml></math>`,
  (t: string) => `<p><svg><desc><${t}><a href="https://ok.example/">x</a></${t}></desc></svg></p>`,
];
const MXSS = [
  '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<svg><foreignobject><p>x</p></foreignobject></svg>",
  '<math><mi><a href="https://ok.example/">x</a></mi></math>',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<p>a</p><svg><a href="javascript:alert(1)">x</a></svg><p>b</p>',
  '<p>a<math><mi><a href="https://ok.example/">x</a></mi></math>b</p>',
];

/** sanitizeContent bundled as the build bundles it (with or without the plugin), loaded as a module. */
async function bundled(plugins: esbuild.Plugin[], dir: string, name: string) {
  const file = join(dir, `${name}.mjs`);
  await esbuild.build({
    stdin: { contents: 'export { sanitizeContent } from "./src/entities/content/sanitize";', resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    format: "esm",
    outfile: file,
    plugins,
    // The route table lazily imports every view; the sanitiser only needs its link builders.
    external: ["./features/*"],
  });
  return (await import(pathToFileURL(file).href)) as typeof import("../../../src/entities/content/sanitize");
}

test("the sanitiser through the transformed DOMPurify gives the original's output, for every tag name and mXSS shape", async () => {
  const { HOSTILE } = await import("../../e2e/reading-hostile-payloads");
  const dir = mkdtempSync(join(tmpdir(), "purify-"));
  try {
    const before = await bundled([], dir, "original");
    const after = await bundled([purifyPlugin()], dir, "transformed");
    assert.doesNotMatch(readFileSync(join(dir, "transformed.mjs"), "utf8"), /feturbulence/i);
    assert.match(readFileSync(join(dir, "original.mjs"), "utf8"), /feturbulence/i, "the comparison is with the whole DOMPurify");
    const ctx = { internal: true, mediaOrigins: ["https://mitra.test"] };
    const inputs = [
      // Eight names to an input: jsdom's parse of each input, not DOMPurify's walk, is what takes the time.
      ...SHAPES.flatMap((shape) => names.map(shape)).flatMap((html, i, all) => (i % 8 ? [] : [all.slice(i, i + 8).join("")])),
      ...MXSS,
      ...HOSTILE.filter((html) => html.length <= 4000),
    ];
    assert.ok(names.length > 120 && inputs.length > 200, `${inputs.length} inputs`);
    const differ = inputs.filter((html) => htmlOf(after.sanitizeContent(html, ctx)) !== htmlOf(before.sanitizeContent(html, ctx)));
    assert.deepEqual(differ, []);
    const out = MXSS.map((html) => htmlOf(after.sanitizeContent(html, ctx)));
    // svg and math are removed with everything in them (DOMPurify's FORBID_CONTENTS); a `</p>` leaves foreign content.
    assert.deepEqual(out, ["", "", "", "", "", "", '<p></p>"&gt;', "<p>a</p><p>b</p>", "<p>ab</p>"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
