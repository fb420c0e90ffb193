// build.mjs loads DOMPurify through scripts/purify-unused.mjs: its HTML, SVG and MathML tag and attribute lists are
// emptied, since our one configuration never reads them, and the options that configuration settles are constants.
// Here: the list step touches those ten lists and nothing else, the option step turns exactly the reviewed statements
// into constants, each guard stops the build when DOMPurify or CONFIG changes, and the sanitiser, bundled and minified
// as the build does it, gives the same output through the transformed DOMPurify as through the original (jsdom;
// Chromium in test/e2e/reading-sanitizer.test.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { minify } from "terser";
import { installJsdom, htmlOf } from "../support/jsdom";
import {
  checkConfig,
  checkFixedConfig,
  FIXED_OPTIONS as FIXED,
  listItems,
  PURIFY,
  purifyForConfig,
  purifyPlugin,
  sanitizerConfig,
  UNREAD_LISTS,
  UNREAD_PATTERNS,
  REWRITES as REWRITTEN,
  withFixedOptions,
  withoutUnreadLists,
} from "../../../scripts/purify-unused.mjs";

installJsdom();

/** An entry of scripts/purify-unused.mjs's FIXED_OPTIONS (name, value, declared, set) or REWRITES (edits). */
interface Settled {
  name?: string;
  absent: string[];
  given?: Record<string, boolean>;
  value?: string;
  declared?: string;
  set?: string[];
  gone?: string[];
  edits?: string[][];
}
const FIXED_OPTIONS = FIXED as (Settled & { name: string; declared: string; set: string[] })[];
const REWRITES = REWRITTEN as (Settled & { edits: string[][] })[];

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
  assert.deepEqual(config.values, { ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, ALLOW_UNKNOWN_PROTOCOLS: false, RETURN_DOM_FRAGMENT: true });
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

const settled = purifyForConfig(original);
const source = readFileSync("src/entities/content/sanitize.ts", "utf8");
const trimmed = (text: string) => text.split("\n").map((line) => line.trim());
/** The lines of `a` (trimmed, with repeats) that `b` does not have. */
function linesNotIn(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1);
  return a.filter((line) => {
    const n = left.get(line) ?? 0;
    left.set(line, n - 1);
    return n <= 0;
  });
}

test("the options CONFIG settles are constants, and only the reviewed statements changed", () => {
  for (const { name, value } of FIXED_OPTIONS) {
    assert.ok(settled.includes(value === undefined ? `\tconst ${name} = addToSet({}, [\n` : `\tconst ${name} = ${value};\n`), name);
  }
  const block = (from: string, to: string) => trimmed(original.slice(original.indexOf(from), original.indexOf(to)));
  const edits = [...FIXED_OPTIONS, ...REWRITES].flatMap((o) => o.edits ?? []);
  const removed = [
    ...FIXED_OPTIONS.flatMap((o) => [o.declared, ...o.set]).flatMap((lines) => lines.split("\n")),
    ...edits.flatMap(([lines]) => lines.split("\n")),
    ...UNREAD_PATTERNS.map((name) => new RegExp(`^const ${name} = seal\\(.*$`, "m").exec(original)![0]),
    ...block("function _OverloadYield", "function _arrayLikeToArray"),
    ...block("function AsyncGenerator", "const entries = "),
  ].filter(Boolean);
  const added = [
    ...FIXED_OPTIONS.filter((o) => o.value !== undefined).map((o) => `const ${o.name} = ${o.value};`),
    ...edits.flatMap(([, by]) => by.split("\n")),
    ...UNREAD_PATTERNS.map((name) => new RegExp(`^const ${name} = seal\\((.*)\\);$`, "m").exec(original)![1]).map((p, i) => `const ${UNREAD_PATTERNS[i]} = ${p};`),
  ].filter(Boolean);
  const sort = (lines: string[]) => [...lines].sort();
  // A replacement may be a line the rewritten statements also had: count only what differs.
  assert.deepEqual(sort(linesNotIn(trimmed(transformed), trimmed(settled))), sort(linesNotIn(removed, added)));
  assert.deepEqual(sort(linesNotIn(trimmed(settled), trimmed(transformed))), sort(linesNotIn(added, removed)));
  // What _parseConfig still reads: the allowlists CONFIG passes, and the trusted-types policy in a branch never taken.
  const parse = /\tconst _parseConfig = [\s\S]*?\n\t\};\n/.exec(settled)![0];
  const read = [...new Set([...parse.matchAll(/cfg\.(\w+)|cfg, "(\w+)"/g)].map((m) => m[1] ?? m[2]))].sort();
  assert.deepEqual(read, ["ALLOWED_ATTR", "ALLOWED_TAGS", "TRUSTED_TYPES_POLICY"]);
  assert.match(parse, /if \(false\) \{\n\t*if \(typeof cfg\.TRUSTED_TYPES_POLICY\.createHTML/, "the policy option's branch never runs");
});

test("the option step stops the build when DOMPurify's statements or CONFIG are no longer what was reviewed", () => {
  assert.throws(() => withFixedOptions(original.replace('DOMPurify.version = "3.4.18"', 'DOMPurify.version = "3.4.19"')), /3\.4\.19, not 3\.4\.18/);
  // Each statement the step rewrites (the first line of those of several), changed or there twice.
  const statements = [
    ...FIXED_OPTIONS.flatMap((o) => [o.declared, ...o.set]),
    ...[...FIXED_OPTIONS, ...REWRITES].flatMap((o) => (o.edits ?? []).map(([lines]) => lines)),
  ];
  for (const lines of statements) {
    const first = lines.split("\n")[0];
    assert.equal(original.split(first).length, 2, first);
    assert.throws(() => withFixedOptions(original.replace(first, `0; ${first}`)), /is there 0 times, not once/, first);
    if (first === lines) assert.throws(() => withFixedOptions(original.replace(first, `${first}\n${first}`)), /is there 2 times, not once/, first);
  }
  // A constant still set elsewhere; a name the step removes still read elsewhere.
  const inParse = (line: string) => original.replace("\t\tCONFIG = freeze(cfg);", `\t\t${line}\n\t\tCONFIG = freeze(cfg);`);
  assert.throws(() => withFixedOptions(inParse("IN_PLACE = cfg.IN_PLACE;")), /IN_PLACE is still set/);
  assert.throws(() => withFixedOptions(inParse("SAFE_FOR_TEMPLATES ||= cfg.SAFE_FOR_TEMPLATES;")), /SAFE_FOR_TEMPLATES is still set/);
  assert.throws(() => withFixedOptions(inParse("if (CUSTOM_ELEMENT_HANDLING) KEEP_CONTENT;")), /still reads CUSTOM_ELEMENT_HANDLING/);
  assert.throws(() => withFixedOptions(inParse("new AsyncGenerator();")), /still reads AsyncGenerator/);
  for (const name of UNREAD_PATTERNS) {
    assert.throws(() => withFixedOptions(original.replace(`const ${name} = seal(`, `const ${name} = Object.seal(`)), new RegExp(`const ${name} = seal`), name);
  }
  assert.throws(() => withFixedOptions(original.replace("AsyncGenerator.prototype.return = function(e) {", "AsyncGenerator.prototype.return = function(r) {")), /helper AsyncGenerator/);
  // CONFIG passing an option the build takes as absent, or another value for one it takes as given.
  for (const { absent } of [...FIXED_OPTIONS, ...REWRITES]) {
    for (const key of absent) assert.throws(() => checkFixedConfig({ ...config, keys: [...config.keys, key] }), new RegExp(`CONFIG passes ${key}, which`), key);
  }
  const given = new Set(FIXED_OPTIONS.flatMap((o) => Object.keys(o.given ?? {})));
  assert.deepEqual([...given].sort(), ["ALLOW_ARIA_ATTR", "ALLOW_DATA_ATTR", "ALLOW_UNKNOWN_PROTOCOLS", "RETURN_DOM_FRAGMENT"]);
  for (const key of given) {
    const literal = new RegExp(`^(\\s*${key}): (true|false)( as const)?,$`, "m");
    const flipped = source.replace(literal, (line, head: string, value: string) => `${head}: ${value === "true" ? "false" : "true"},`);
    assert.throws(() => purifyForConfig(original, sanitizerConfig(flipped)), new RegExp(`CONFIG\\.${key} is not`), key);
    const computed = source.replace(literal, (line, head: string) => `${head}: Boolean(globalThis.x),`);
    assert.throws(() => purifyForConfig(original, sanitizerConfig(computed)), new RegExp(`CONFIG\\.${key} is not`), key);
  }
  assert.throws(() => sanitizerConfig(`${source}\nexport const reset = (p: Purifier) => p.clearConfig();\n`), /calls DOMPurify's clearConfig/);
  assert.throws(() => sanitizerConfig(`${source}\nexport const set = (p: Purifier) => p.setConfig({});\n`), /calls DOMPurify's setConfig/);
  assert.throws(() => sanitizerConfig(`${source}\nexport const unhook = (p: Purifier) => p.removeHook("afterSanitizeAttributes");\n`), /calls DOMPurify's removeHook/);
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

/**
 * sanitizeContent bundled as the build bundles it (with or without the plugin), loaded as a module; `minified`: then
 * minified as the build minifies it (esbuild, then terser with the build's options), so terser's dropping of the
 * branches the constants decide is what runs.
 */
async function bundled(plugins: esbuild.Plugin[], dir: string, name: string, minified = false) {
  const file = join(dir, `${name}.mjs`);
  await esbuild.build({
    stdin: { contents: 'export { contentParts, purifyContent, purifyPart, sanitizeContent } from "./src/entities/content/sanitize";', resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    format: "esm",
    outfile: file,
    plugins,
    minify: minified,
    // The route table lazily imports every view; the sanitiser only needs its link builders.
    external: ["./features/*"],
  });
  if (minified) {
    const { TERSER_OPTIONS } = (await import("../../../build.mjs")) as { TERSER_OPTIONS: object };
    writeFileSync(file, (await minify(readFileSync(file, "utf8"), TERSER_OPTIONS)).code!);
  }
  return (await import(pathToFileURL(file).href)) as typeof import("../../../src/entities/content/sanitize");
}

test("the sanitiser through the transformed and minified DOMPurify gives the original's output, for the hostile corpora, every tag name and mXSS shape", async () => {
  const { HOSTILE } = await import("../../e2e/reading-hostile-payloads");
  const { HOSTILE_PAYLOADS } = await import("../../fixtures/hostile-payloads");
  const { SANITIZER_CASES } = await import("../../fixtures/sanitizer-cases");
  const dir = mkdtempSync(join(tmpdir(), "purify-"));
  try {
    const before = await bundled([], dir, "original");
    const after = await bundled([purifyPlugin()], dir, "transformed", true);
    const built = readFileSync(join(dir, "transformed.mjs"), "utf8");
    assert.doesNotMatch(built, /feturbulence/i);
    // Branches the constants decide, gone from the minified module: XHTML parsing, named-property prefixes, profiles,
    // custom elements, template expressions, whole documents, the methods never called and Babel's async generators.
    assert.doesNotMatch(built, /application\/xhtml\+xml|user-content-|USE_PROFILES|tagNameCheck|<remove>|\^aria-|outerHTML|setConfig|removeAllHooks|@@asyncIterator/);
    assert.match(readFileSync(join(dir, "original.mjs"), "utf8"), /feturbulence/i, "the comparison is with the whole DOMPurify");
    const ctx = { internal: true, mediaOrigins: ["https://mitra.test"] };
    const inputs = [
      // Eight names to an input: jsdom's parse of each input, not DOMPurify's walk, is what takes the time.
      ...SHAPES.flatMap((shape) => names.map(shape)).flatMap((html, i, all) => (i % 8 ? [] : [all.slice(i, i + 8).join("")])),
      ...MXSS,
      ...HOSTILE,
      ...HOSTILE_PAYLOADS.map((p) => p.value),
    ];
    assert.ok(names.length > 120 && inputs.length > 400, `${inputs.length} inputs`);
    const out = (result: DocumentFragment | null) => (result === null ? null : htmlOf(result));
    const differ = inputs.filter((html) => out(after.sanitizeContent(html, ctx)) !== out(before.sanitizeContent(html, ctx)));
    assert.deepEqual(differ, []);
    const cases = SANITIZER_CASES.filter((c) => out(after.sanitizeContent(c.html, { ...ctx, ...c.ctx })) !== out(before.sanitizeContent(c.html, { ...ctx, ...c.ctx })));
    assert.deepEqual(cases.map((c) => c.name), []);
    // The heaviest content's pass in parts (fragments of parsed content, not strings) through the transformed
    // DOMPurify gives the whole DOMPurify's one pass (no parts, "", where that renders nothing, null: a frameset).
    const { WORST_CASE_LINKS } = await import("../../fixtures/hostile-payloads");
    const inParts = (html: string) => after.contentParts(html, 3).map((part) => out(after.purifyPart(part))).join("");
    const partsDiffer = [WORST_CASE_LINKS.content, ...HOSTILE].filter((html) => inParts(html) !== (out(before.purifyContent(html)) ?? ""));
    assert.deepEqual(partsDiffer, []);
    // svg and math are removed with everything in them (DOMPurify's FORBID_CONTENTS); a `</p>` leaves foreign content.
    assert.deepEqual(MXSS.map((html) => out(after.sanitizeContent(html, ctx))), ["", "", "", "", "", "", '<p></p>"&gt;', "<p>a</p><p>b</p>", "<p>ab</p>"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
