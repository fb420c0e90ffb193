// DOMPurify's tag and attribute lists for HTML, SVG and MathML are a third of the sanitiser's chunk (~2.5 kB gzip
// on every screen with posts), and our one configuration reads none of them. In DOMPurify 3.4.18 they are read only
// (a) to build DEFAULT_ALLOWED_TAGS / DEFAULT_ALLOWED_ATTR, used when a call passes no ALLOWED_TAGS / ALLOWED_ATTR,
// (b) under USE_PROFILES, and (c) by the namespace checks through ALL_SVG_TAGS and ALL_MATHML_TAGS. Our
// configuration (src/entities/content/sanitize.ts, CONFIG) passes both lists, never USE_PROFILES, and allows only
// HTML tags. An element is judged by ALLOWED_TAGS before its namespace; `svg` and `math` are not allowed and go with
// everything in them (DOMPurify's FORBID_CONTENTS), so no SVG or MathML element is kept; and of our HTML tags the
// lists name only `a`, which COMMON_SVG_AND_HTML_ELEMENTS lets through either way. build.mjs (purifyPlugin) loads
// DOMPurify with the ten lists emptied; each step below stops the build when what it relies on is no longer so.
import { readFileSync, realpathSync } from "node:fs";
import { resolve } from "node:path";

export const PURIFY = "node_modules/dompurify/dist/purify.es.mjs";
/** The version whose every use of the lists was read; another one stops the build until it is read again. */
export const REVIEWED_VERSION = "3.4.18";
/** Tags (html$1 … mathMlDisallowed) then attributes (html … xml). `text` (["#text"]) stays. */
export const UNREAD_LISTS = ["html$1", "svg$1", "svgFilters", "svgDisallowed", "mathMl$1", "mathMlDisallowed", "html", "svg", "mathMl", "xml"];
/** The lists of SVG and MathML tag names the namespace checks read (ALL_SVG_TAGS, ALL_MATHML_TAGS). */
const FOREIGN_TAG_LISTS = ["svg$1", "svgFilters", "svgDisallowed", "mathMl$1", "mathMlDisallowed"];
export const SANITIZER = "src/entities/content/sanitize.ts";
/** The options CONFIG may pass. Another (USE_PROFILES, NAMESPACE, PARSER_MEDIA_TYPE, the integration points…) changes
 * what the lists decide, so it stops the build until that is thought through again. */
const CONFIG_KEYS = ["ALLOWED_TAGS", "ALLOWED_ATTR", "ALLOW_DATA_ATTR", "ALLOW_ARIA_ATTR", "ALLOW_UNKNOWN_PROTOCOLS", "RETURN_DOM_FRAGMENT"];
/** The hooks the sanitiser may add: one that sees elements (uponSanitizeElement can widen the allowed tags) stops the build. */
const HOOKS = ["afterSanitizeAttributes"];

const listPattern = (name) => new RegExp(`^const ${name.replace("$", "\\$")} = freeze\\(\\[([^\\]]*)\\]\\);$`, "gm");
const fail = (why) => {
  throw new Error(`build (scripts/purify-unused.mjs): ${why}`);
};

/** The string items of the list `name` in DOMPurify's module text. */
export function listItems(text, name) {
  const found = [...text.matchAll(listPattern(name))];
  if (found.length !== 1) fail(`DOMPurify's \`const ${name} = freeze([…]);\` is not in its module exactly once: read its uses again`);
  return JSON.parse(`[${found[0][1].replace(/,\s*$/, "")}]`);
}

/** The tag names CONFIG.ALLOWED_TAGS holds, and CONFIG's keys, read from the sanitiser's source. */
export function sanitizerConfig(source = readFileSync(SANITIZER, "utf8")) {
  const block = /^const CONFIG = \{\n([\s\S]*?)\n\};$/m.exec(source);
  if (!block) fail(`${SANITIZER} has no \`const CONFIG = { … };\``);
  const keys = [...block[1].matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
  const strings = (list) => [...list.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
  const tagsExpr = /^\s*ALLOWED_TAGS: \[([^\]]*)\],$/m.exec(block[1]);
  if (!tagsExpr) fail(`${SANITIZER}: CONFIG.ALLOWED_TAGS is not an array literal of strings and spreads of constants`);
  const tags = tagsExpr[1].split(",").map((s) => s.trim()).filter(Boolean).flatMap((item) => {
    if (/^"[^"]*"$/.test(item)) return strings(item);
    const spread = /^\.\.\.(\w+)$/.exec(item);
    const list = spread && new RegExp(`^const ${spread[1]} = \\[([^\\]]*)\\];$`, "m").exec(source);
    if (!list) fail(`${SANITIZER}: CONFIG.ALLOWED_TAGS item \`${item}\` is not a string or a spread of a constant array of strings`);
    return strings(list[1]);
  });
  const calls = source.match(/\.sanitize\(/g)?.length ?? 0;
  if (calls !== 1 || !/\.sanitize\([^;]*, CONFIG\)/.test(source)) fail(`${SANITIZER} must call DOMPurify's sanitize once, with CONFIG`);
  const hooks = [...source.matchAll(/\.addHook\(\s*"(\w+)"/g)].map((m) => m[1]);
  return { keys, tags, hooks };
}

/**
 * Stops the build unless CONFIG is one the emptied lists cannot change: both allowlists given, no option outside
 * CONFIG_KEYS, no hook outside HOOKS, and no allowed tag that names an SVG or MathML element (except those DOMPurify treats as shared with
 * HTML), since the namespace checks would then judge it without the lists.
 */
export function checkConfig(text, config = sanitizerConfig()) {
  for (const key of ["ALLOWED_TAGS", "ALLOWED_ATTR"]) if (!config.keys.includes(key)) fail(`${SANITIZER}: CONFIG must pass ${key}`);
  const other = config.keys.filter((k) => !CONFIG_KEYS.includes(k));
  if (other.length) fail(`${SANITIZER}: CONFIG passes ${other.join(", ")}; check what DOMPurify's emptied lists change with it`);
  const hooks = config.hooks.filter((h) => !HOOKS.includes(h));
  if (hooks.length) fail(`${SANITIZER} adds the hook ${hooks.join(", ")}; check what DOMPurify's emptied lists change with it`);
  const shared = /COMMON_SVG_AND_HTML_ELEMENTS = addToSet\(\{\}, \[([^\]]*)\]\)/.exec(text);
  if (!shared) fail("DOMPurify has no COMMON_SVG_AND_HTML_ELEMENTS list: read its namespace checks again");
  const common = JSON.parse(`[${shared[1].replace(/,\s*$/, "")}]`);
  // DOMPurify compares lower-case names (transformCaseFunc); its lists spell some in camel case (feTurbulence).
  const foreign = new Set(FOREIGN_TAG_LISTS.flatMap((name) => listItems(text, name).map((t) => t.toLowerCase())));
  const named = config.tags.map((t) => t.toLowerCase()).filter((t) => t === "svg" || t === "math" || (foreign.has(t) && !common.includes(t)));
  if (named.length) fail(`${SANITIZER}: CONFIG.ALLOWED_TAGS allows ${named.join(", ")}, an SVG or MathML name the emptied lists no longer recognise`);
}

/** DOMPurify's module text with the ten lists emptied, after every check above. */
export function withoutUnreadLists(text, config = sanitizerConfig()) {
  const version = /DOMPurify\.version = "([^"]+)";/.exec(text)?.[1];
  if (version !== REVIEWED_VERSION) {
    fail(`DOMPurify is ${version}, not ${REVIEWED_VERSION}: check that its lists are still read only by DEFAULT_ALLOWED_TAGS/ATTR, USE_PROFILES and ALL_SVG_TAGS/ALL_MATHML_TAGS, then update REVIEWED_VERSION`);
  }
  checkConfig(text, config);
  return UNREAD_LISTS.reduce((out, name) => {
    listItems(out, name);
    return out.replace(listPattern(name), () => `const ${name} = freeze([]);`);
  }, text);
}

/** The esbuild plugin: DOMPurify's module without the lists, imported by the sanitiser alone. */
export function purifyPlugin() {
  const module = realpathSync(PURIFY);
  const sanitizer = resolve(SANITIZER);
  return {
    name: "purify-unused",
    setup(b) {
      b.onResolve({ filter: /^dompurify$/ }, (args) => {
        if (args.importer !== sanitizer) fail(`${args.importer} imports DOMPurify; only ${SANITIZER} may (its CONFIG is the one checked)`);
        return undefined;
      });
      b.onLoad({ filter: /\/dompurify\/dist\/purify\.es\.mjs$/ }, (args) => {
        if (realpathSync(args.path) !== module) fail(`DOMPurify resolved to ${args.path}, not ${PURIFY}`);
        return { contents: withoutUnreadLists(readFileSync(args.path, "utf8")), loader: "js" };
      });
    },
  };
}
