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

/** The tag names CONFIG.ALLOWED_TAGS holds, CONFIG's keys and its literal true/false values, read from the sanitiser's source. */
export function sanitizerConfig(source = readFileSync(SANITIZER, "utf8")) {
  const block = /^const CONFIG = \{\n([\s\S]*?)\n\};$/m.exec(source);
  if (!block) fail(`${SANITIZER} has no \`const CONFIG = { … };\``);
  const keys = [...block[1].matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
  const values = Object.fromEntries([...block[1].matchAll(/^\s*(\w+): (true|false)(?: as const)?,$/gm)].map((m) => [m[1], m[2] === "true"]));
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
  const other = source.match(/\.(setConfig|clearConfig|isValidAttribute|removeHooks?|removeAllHooks)\(/);
  if (other) fail(`${SANITIZER} calls DOMPurify's ${other[1]}, which the build leaves out (its options are settled for sanitize with CONFIG)`);
  return { keys, values, tags, hooks };
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

// DOMPurify keeps each option in a `let` of createDOMPurify that _parseConfig sets from every call's configuration, so
// the minifier keeps every option's branches: template scrubbing, whole documents, trusted-types output, XHTML
// parsing, in-place sanitising, custom elements… Our one call passes CONFIG (checked above: its keys are CONFIG_KEYS,
// read from the source; sanitize is called once, with CONFIG; setConfig, clearConfig and isValidAttribute, which parse
// another configuration or none, are never called, and left out), so each option CONFIG does not pass has the value
// _parseConfig gives it when the key is absent (`cfg` is a prototype-free clone of CONFIG: `cfg.X` is undefined), and
// RETURN_DOM_FRAGMENT and the three ALLOW_ flags have CONFIG's literal value. Below, each such option becomes a
// constant of that value, then terser drops the branches it decides. Each entry names the CONFIG keys it depends on,
// the value, the option's declaration and the statements that set it as DOMPurify 3.4.18 writes them (whole lines,
// each found exactly once, else the build stops); afterwards the constant may be written nowhere else in
// createDOMPurify.

/**
 * Options made constants. `absent`: the CONFIG keys whose absence gives `value`; `given`: the CONFIG keys that must be
 * there with this literal value; `declared`: the option's `let`, which becomes `const NAME = value;` (or goes, when
 * `edits` declare it); `set`: the statements that change it, which go; `gone`: names nothing may read afterwards.
 */
export const FIXED_OPTIONS = [
  {
    name: "PARSER_MEDIA_TYPE", absent: ["PARSER_MEDIA_TYPE"], value: '"text/html"', declared: "let PARSER_MEDIA_TYPE = null;",
    set: ["PARSER_MEDIA_TYPE = SUPPORTED_PARSER_MEDIA_TYPES.indexOf(cfg.PARSER_MEDIA_TYPE) === -1 ? DEFAULT_PARSER_MEDIA_TYPE : cfg.PARSER_MEDIA_TYPE;"],
  },
  {
    name: "transformCaseFunc", absent: ["PARSER_MEDIA_TYPE"], value: "stringToLowerCase", declared: "let transformCaseFunc = null;",
    set: ['transformCaseFunc = PARSER_MEDIA_TYPE === "application/xhtml+xml" ? stringToString : stringToLowerCase;'],
  },
  {
    name: "USE_PROFILES", absent: ["USE_PROFILES"], value: "false", declared: "let USE_PROFILES = false;",
    set: ['USE_PROFILES = objectHasOwnProperty(cfg, "USE_PROFILES") ? cfg.USE_PROFILES && typeof cfg.USE_PROFILES === "object" ? clone(cfg.USE_PROFILES) : cfg.USE_PROFILES : false;'],
  },
  { name: "ALLOW_ARIA_ATTR", absent: [], given: { ALLOW_ARIA_ATTR: false }, value: "false", declared: "let ALLOW_ARIA_ATTR = true;", set: ["ALLOW_ARIA_ATTR = cfg.ALLOW_ARIA_ATTR !== false;"] },
  {
    name: "ALLOW_DATA_ATTR", absent: ["SAFE_FOR_TEMPLATES"], given: { ALLOW_DATA_ATTR: false }, value: "false", declared: "let ALLOW_DATA_ATTR = true;",
    set: ["ALLOW_DATA_ATTR = cfg.ALLOW_DATA_ATTR !== false;", "if (SAFE_FOR_TEMPLATES) ALLOW_DATA_ATTR = false;"],
  },
  {
    name: "ALLOW_UNKNOWN_PROTOCOLS", absent: [], given: { ALLOW_UNKNOWN_PROTOCOLS: false }, value: "false", declared: "let ALLOW_UNKNOWN_PROTOCOLS = false;",
    set: ["ALLOW_UNKNOWN_PROTOCOLS = cfg.ALLOW_UNKNOWN_PROTOCOLS || false;"],
  },
  {
    name: "ALLOW_SELF_CLOSE_IN_ATTR", absent: ["ALLOW_SELF_CLOSE_IN_ATTR"], value: "true", declared: "let ALLOW_SELF_CLOSE_IN_ATTR = true;",
    set: ["ALLOW_SELF_CLOSE_IN_ATTR = cfg.ALLOW_SELF_CLOSE_IN_ATTR !== false;"],
  },
  { name: "SAFE_FOR_TEMPLATES", absent: ["SAFE_FOR_TEMPLATES"], value: "false", declared: "let SAFE_FOR_TEMPLATES = false;", set: ["SAFE_FOR_TEMPLATES = cfg.SAFE_FOR_TEMPLATES || false;"] },
  { name: "SAFE_FOR_XML", absent: ["SAFE_FOR_XML"], value: "true", declared: "let SAFE_FOR_XML = true;", set: ["SAFE_FOR_XML = cfg.SAFE_FOR_XML !== false;"] },
  { name: "WHOLE_DOCUMENT", absent: ["WHOLE_DOCUMENT"], value: "false", declared: "let WHOLE_DOCUMENT = false;", set: ["WHOLE_DOCUMENT = cfg.WHOLE_DOCUMENT || false;"] },
  {
    name: "RETURN_DOM_FRAGMENT", absent: [], given: { RETURN_DOM_FRAGMENT: true }, value: "true", declared: "let RETURN_DOM_FRAGMENT = false;",
    set: ["RETURN_DOM_FRAGMENT = cfg.RETURN_DOM_FRAGMENT || false;"],
  },
  // RETURN_DOM_FRAGMENT (true) sets RETURN_DOM whatever RETURN_DOM says.
  {
    name: "RETURN_DOM", absent: ["RETURN_DOM"], given: { RETURN_DOM_FRAGMENT: true }, value: "true", declared: "let RETURN_DOM = false;",
    set: ["RETURN_DOM = cfg.RETURN_DOM || false;", "if (RETURN_DOM_FRAGMENT) RETURN_DOM = true;"],
  },
  { name: "RETURN_TRUSTED_TYPE", absent: ["RETURN_TRUSTED_TYPE"], value: "false", declared: "let RETURN_TRUSTED_TYPE = false;", set: ["RETURN_TRUSTED_TYPE = cfg.RETURN_TRUSTED_TYPE || false;"] },
  { name: "FORCE_BODY", absent: ["FORCE_BODY"], value: "false", declared: "let FORCE_BODY = false;", set: ["FORCE_BODY = cfg.FORCE_BODY || false;"] },
  { name: "SANITIZE_DOM", absent: ["SANITIZE_DOM"], value: "true", declared: "let SANITIZE_DOM = true;", set: ["SANITIZE_DOM = cfg.SANITIZE_DOM !== false;"] },
  {
    name: "SANITIZE_NAMED_PROPS", absent: ["SANITIZE_NAMED_PROPS"], value: "false", declared: "let SANITIZE_NAMED_PROPS = false;",
    set: ["SANITIZE_NAMED_PROPS = cfg.SANITIZE_NAMED_PROPS || false;"],
  },
  { name: "KEEP_CONTENT", absent: ["KEEP_CONTENT"], value: "true", declared: "let KEEP_CONTENT = true;", set: ["KEEP_CONTENT = cfg.KEEP_CONTENT !== false;"] },
  { name: "IN_PLACE", absent: ["IN_PLACE"], value: "false", declared: "let IN_PLACE = false;", set: ["IN_PLACE = cfg.IN_PLACE || false;"] },
  // The nodes an in-place call has visited: set only on the in-place path, and restored to what it was after every call.
  {
    name: "IN_PLACE_VISITED", absent: ["IN_PLACE"], value: "null", declared: "let IN_PLACE_VISITED = null;",
    set: ["IN_PLACE_VISITED = setCreate();", "IN_PLACE_VISITED = outerVisited;"],
  },
  {
    name: "IS_ALLOWED_URI$1", absent: ["ALLOWED_URI_REGEXP"], value: "IS_ALLOWED_URI", declared: "let IS_ALLOWED_URI$1 = IS_ALLOWED_URI;",
    set: ["IS_ALLOWED_URI$1 = isRegex(cfg.ALLOWED_URI_REGEXP) ? cfg.ALLOWED_URI_REGEXP : IS_ALLOWED_URI;"],
  },
  {
    name: "NAMESPACE", absent: ["NAMESPACE"], value: "HTML_NAMESPACE", declared: "let NAMESPACE = HTML_NAMESPACE;",
    set: ['NAMESPACE = typeof cfg.NAMESPACE === "string" ? cfg.NAMESPACE : HTML_NAMESPACE;'],
  },
  // setConfig alone sets these, and the sanitiser never calls it (REWRITES leaves it out).
  { name: "SET_CONFIG", absent: [], value: "false", declared: "let SET_CONFIG = false;", set: [] },
  { name: "SET_CONFIG_ALLOWED_TAGS", absent: [], value: "null", declared: "let SET_CONFIG_ALLOWED_TAGS = null;", set: [] },
  { name: "SET_CONFIG_ALLOWED_ATTR", absent: [], value: "null", declared: "let SET_CONFIG_ALLOWED_ATTR = null;", set: [] },
  // Sets and lookups whose default object is what every call uses: the default becomes the option. ADD_URI_SAFE_ATTR
  // and ADD_DATA_URI_TAGS extend a copy of the default; FORBID_TAGS and FORBID_ATTR default to a new empty object,
  // which nothing fills (DOMPurify only deletes `tbody` from FORBID_TAGS).
  ...[
    ["ALLOWED_NAMESPACES", "ALLOWED_NAMESPACES", 'ALLOWED_NAMESPACES = _resolveSetOption(cfg, "ALLOWED_NAMESPACES", DEFAULT_ALLOWED_NAMESPACES, { transform: stringToString });'],
    ["URI_SAFE_ATTRIBUTES", "ADD_URI_SAFE_ATTR", 'URI_SAFE_ATTRIBUTES = _resolveSetOption(cfg, "ADD_URI_SAFE_ATTR", DEFAULT_URI_SAFE_ATTRIBUTES, {\ntransform: transformCaseFunc,\nbase: DEFAULT_URI_SAFE_ATTRIBUTES\n});'],
    ["DATA_URI_TAGS", "ADD_DATA_URI_TAGS", 'DATA_URI_TAGS = _resolveSetOption(cfg, "ADD_DATA_URI_TAGS", DEFAULT_DATA_URI_TAGS, {\ntransform: transformCaseFunc,\nbase: DEFAULT_DATA_URI_TAGS\n});'],
    ["FORBID_CONTENTS", "FORBID_CONTENTS", 'FORBID_CONTENTS = _resolveSetOption(cfg, "FORBID_CONTENTS", DEFAULT_FORBID_CONTENTS, { transform: transformCaseFunc });'],
  ].map(([name, key, set]) => ({
    // Declared before its default: the default's declaration declares it.
    name, absent: [key], declared: `let ${name} = null;`, set: [set], gone: [`DEFAULT_${name}`],
    edits: [[`const DEFAULT_${name} = addToSet({}, [`, `const ${name} = addToSet({}, [`]],
  })),
  ...["FORBID_TAGS", "FORBID_ATTR"].map((name) => ({
    name, absent: [name], value: "create(null)", declared: `let ${name} = null;`,
    set: [`${name} = _resolveSetOption(cfg, "${name}", create(null), { transform: transformCaseFunc });`],
  })),
  ...["MATHML_TEXT_INTEGRATION_POINTS", "HTML_INTEGRATION_POINTS"].map((name) => ({
    name, absent: [name], value: `DEFAULT_${name}`, declared: `let ${name} = null;`,
    set: [`${name} = _resolveObjectOption(cfg, "${name}", DEFAULT_${name});`],
  })),
];

const EXTRA_ELEMENT_HANDLING_DECLARED = [
  "const EXTRA_ELEMENT_HANDLING = Object.seal(create(null, {",
  ...["tagCheck", "attributeCheck"].flatMap((name, i) => [`${name}: {`, "writable: true,", "configurable: false,", "enumerable: true,", "value: null", i ? "}" : "},"]),
  "}));",
].join("\n");


/**
 * Statements rewritten to what they do for our one call (each [lines, replacement], the lines found exactly once):
 * options kept in an object or read from `cfg` where they are used, which a constant cannot settle (they do what
 * they do when CONFIG does not pass `absent`), the methods the sanitiser never calls, and input it never gives.
 * `gone`: names that may then appear nowhere in DOMPurify.
 */
export const REWRITES = [
  {
    // No tagNameCheck, attributeNameCheck or allowCustomizedBuiltInElements: _matchesNameCheck(undefined) is false.
    absent: ["CUSTOM_ELEMENT_HANDLING"],
    gone: ["CUSTOM_ELEMENT_HANDLING", "customElementHandling", "DEFAULT_CUSTOM_ELEMENT_HANDLING", "RESERVED_CUSTOM_ELEMENT_NAMES", "_isBasicCustomElement"],
    edits: [
      ["let CUSTOM_ELEMENT_HANDLING = null;", ""],
      ["const DEFAULT_CUSTOM_ELEMENT_HANDLING = freeze(create(null));", ""],
      ['const RESERVED_CUSTOM_ELEMENT_NAMES = addToSet({}, [\n"annotation-xml",\n"color-profile",\n"font-face",\n"font-face-format",\n"font-face-name",\n"font-face-src",\n"font-face-uri",\n"missing-glyph"\n]);', ""],
      ["const _isBasicCustomElement = function _isBasicCustomElement(tagName) {\nreturn !RESERVED_CUSTOM_ELEMENT_NAMES[stringToLowerCase(tagName)] && regExpTest(CUSTOM_ELEMENT$1, tagName);\n};", ""],
      ['const customElementHandling = _resolveObjectOption(cfg, "CUSTOM_ELEMENT_HANDLING", DEFAULT_CUSTOM_ELEMENT_HANDLING);', ""],
      ["CUSTOM_ELEMENT_HANDLING = create(null);", ""],
      ['if (objectHasOwnProperty(customElementHandling, "tagNameCheck") && isRegexOrFunction(customElementHandling.tagNameCheck)) CUSTOM_ELEMENT_HANDLING.tagNameCheck = customElementHandling.tagNameCheck;', ""],
      ['if (objectHasOwnProperty(customElementHandling, "attributeNameCheck") && isRegexOrFunction(customElementHandling.attributeNameCheck)) CUSTOM_ELEMENT_HANDLING.attributeNameCheck = customElementHandling.attributeNameCheck;', ""],
      ['if (objectHasOwnProperty(customElementHandling, "allowCustomizedBuiltInElements") && typeof customElementHandling.allowCustomizedBuiltInElements === "boolean") CUSTOM_ELEMENT_HANDLING.allowCustomizedBuiltInElements = customElementHandling.allowCustomizedBuiltInElements;', ""],
      ["seal(CUSTOM_ELEMENT_HANDLING);", ""],
      ["if (!FORBID_TAGS[tagName] && _isBasicCustomElement(tagName) && _matchesNameCheck(CUSTOM_ELEMENT_HANDLING.tagNameCheck, tagName)) return false;", ""],
      [
        'if (!nameIsPermitted) return _isBasicCustomElement(lcTag) && _matchesNameCheck(CUSTOM_ELEMENT_HANDLING.tagNameCheck, lcTag) && _matchesNameCheck(CUSTOM_ELEMENT_HANDLING.attributeNameCheck, lcName, lcTag) || lcName === "is" && CUSTOM_ELEMENT_HANDLING.allowCustomizedBuiltInElements && _matchesNameCheck(CUSTOM_ELEMENT_HANDLING.tagNameCheck, value);',
        "if (!nameIsPermitted) return false;",
      ],
    ],
  },
  {
    // ADD_TAGS / ADD_ATTR as functions are kept in EXTRA_ELEMENT_HANDLING, which each call resets to null.
    absent: ["ADD_TAGS", "ADD_ATTR", "ADD_FORBID_CONTENTS"],
    gone: ["EXTRA_ELEMENT_HANDLING"],
    edits: [
      [EXTRA_ELEMENT_HANDLING_DECLARED, ""],
      ["EXTRA_ELEMENT_HANDLING.tagCheck = null;\nEXTRA_ELEMENT_HANDLING.attributeCheck = null;", ""],
      [
        'if (objectHasOwnProperty(cfg, "ADD_TAGS")) {\nif (typeof cfg.ADD_TAGS === "function") EXTRA_ELEMENT_HANDLING.tagCheck = cfg.ADD_TAGS;\n' +
          "else if (arrayIsArray(cfg.ADD_TAGS)) {\nif (ALLOWED_TAGS === DEFAULT_ALLOWED_TAGS) ALLOWED_TAGS = cloneSet(ALLOWED_TAGS);\n" +
          "addToSet(ALLOWED_TAGS, cfg.ADD_TAGS, transformCaseFunc);\n}\n}",
        "",
      ],
      [
        'if (objectHasOwnProperty(cfg, "ADD_ATTR")) {\nif (typeof cfg.ADD_ATTR === "function") EXTRA_ELEMENT_HANDLING.attributeCheck = cfg.ADD_ATTR;\n' +
          "else if (arrayIsArray(cfg.ADD_ATTR)) {\nif (ALLOWED_ATTR === DEFAULT_ALLOWED_ATTR) ALLOWED_ATTR = cloneSet(ALLOWED_ATTR);\n" +
          "addToSet(ALLOWED_ATTR, cfg.ADD_ATTR, transformCaseFunc);\n}\n}",
        "",
      ],
      [
        'if (objectHasOwnProperty(cfg, "ADD_FORBID_CONTENTS") && arrayIsArray(cfg.ADD_FORBID_CONTENTS)) {\n' +
          "if (FORBID_CONTENTS === DEFAULT_FORBID_CONTENTS) FORBID_CONTENTS = cloneSet(FORBID_CONTENTS);\n" +
          "addToSet(FORBID_CONTENTS, cfg.ADD_FORBID_CONTENTS, transformCaseFunc);\n}",
        "",
      ],
      [
        "if (FORBID_TAGS[tagName] || !(EXTRA_ELEMENT_HANDLING.tagCheck instanceof Function && EXTRA_ELEMENT_HANDLING.tagCheck(tagName)) && !ALLOWED_TAGS[tagName]) {",
        "if (FORBID_TAGS[tagName] || !ALLOWED_TAGS[tagName]) {",
      ],
      [
        "const nameIsPermitted = ALLOWED_ATTR[lcName] || EXTRA_ELEMENT_HANDLING.attributeCheck instanceof Function && EXTRA_ELEMENT_HANDLING.attributeCheck(lcName, lcTag);",
        "const nameIsPermitted = ALLOWED_ATTR[lcName];",
      ],
    ],
  },
  {
    // Every call passes the same CONFIG object, so its configuration is parsed once, at the first call: each call then
    // starts from the allowlists that parse made, as setConfig's calls do. _parseConfig built every set again on each
    // call (about half of DOMPurify's time on a page of ordinary posts, traced at 4x CPU).
    absent: [],
    gone: [],
    edits: [
      ["let CONFIG = null;", "let CONFIG = null;\nlet PARSED_CFG = null;\nlet PARSED_ALLOWED_TAGS = null;\nlet PARSED_ALLOWED_ATTR = null;"],
      [
        "if (SET_CONFIG) {\nALLOWED_TAGS = SET_CONFIG_ALLOWED_TAGS;\nALLOWED_ATTR = SET_CONFIG_ALLOWED_ATTR;\n} else _parseConfig(cfg);",
        "if (cfg === PARSED_CFG) {\nALLOWED_TAGS = PARSED_ALLOWED_TAGS;\nALLOWED_ATTR = PARSED_ALLOWED_ATTR;\n} else {\n_parseConfig(cfg);\n" +
          "PARSED_CFG = cfg;\nPARSED_ALLOWED_TAGS = ALLOWED_TAGS;\nPARSED_ALLOWED_ATTR = ALLOWED_ATTR;\n}",
      ],
    ],
  },
  {
    // The methods the sanitiser never calls (sanitizerConfig stops the build if it does): setConfig, clearConfig and
    // isValidAttribute would parse another configuration or none; the hook removers are never needed.
    absent: [],
    gone: [],
    edits: [
      [
        "DOMPurify.setConfig = function() {\nlet cfg = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {};\n_parseConfig(cfg);\n" +
          "SET_CONFIG = true;\nSET_CONFIG_ALLOWED_TAGS = ALLOWED_TAGS;\nSET_CONFIG_ALLOWED_ATTR = ALLOWED_ATTR;\n};",
        "",
      ],
      [
        "DOMPurify.clearConfig = function() {\nCONFIG = null;\nSET_CONFIG = false;\nSET_CONFIG_ALLOWED_TAGS = null;\nSET_CONFIG_ALLOWED_ATTR = null;\n" +
          'trustedTypesPolicy = defaultTrustedTypesPolicy;\nemptyHTML = "";\n};',
        "",
      ],
      [
        "DOMPurify.isValidAttribute = function(tag, attr, value) {\nif (!CONFIG) _parseConfig({});\nconst lcTag = transformCaseFunc(tag);\n" +
          "const lcName = transformCaseFunc(attr);\n" +
          'if (typeof value === "string" && (_isUnsafeAttributeValue(attr, value) || !ALLOW_SELF_CLOSE_IN_ATTR && regExpTest(SELF_CLOSING_TAG, value))) return false;\n' +
          "return _isValidAttribute(lcTag, lcName, value);\n};",
        "",
      ],
      [
        "DOMPurify.removeHook = function(entryPoint, hookFunction) {\nif (!objectHasOwnProperty(hooks, entryPoint)) return;\nif (hookFunction !== void 0) {\n" +
          "const index = arrayLastIndexOf(hooks[entryPoint], hookFunction);\nreturn index === -1 ? void 0 : arraySplice(hooks[entryPoint], index, 1)[0];\n}\n" +
          "return arrayPop(hooks[entryPoint]);\n};",
        "",
      ],
      ["DOMPurify.removeHooks = function(entryPoint) {\nif (!objectHasOwnProperty(hooks, entryPoint)) return;\nhooks[entryPoint] = [];\n};", ""],
      ["DOMPurify.removeAllHooks = function() {\nhooks = _createHooksMap();\n};", ""],
    ],
  },
  {
    // The sanitiser gives sanitize a string, or a fragment of content it parsed (the heaviest content, in parts:
    // sanitize.ts, contentParts). Anything else (a value to turn into a string) now throws, which the sanitiser
    // answers with nothing rendered.
    absent: [],
    gone: [],
    edits: [
      [
        'if (typeof dirty !== "string" && !_isNode(dirty)) {\ndirty = stringifyValue(dirty);\n' +
          'if (typeof dirty !== "string") throw typeErrorCreate("dirty is not a string, aborting");\n}',
        'if (typeof dirty !== "string" && !_isNode(dirty)) throw typeErrorCreate("dirty is not a string, aborting");',
      ],
    ],
  },
  {
    // clone() reads Object.entries' pairs through Babel's _slicedToArray, which gives back an array it is given:
    // the pair itself, without the helpers.
    absent: [],
    gone: [],
    edits: [["var _ref3 = _slicedToArray(_ref2, 2);", "var _ref3 = _ref2;"]],
  },
  {
    // Without TRUSTED_TYPES_POLICY a call takes the last branch (the default policy, as before). That policy's
    // callbacks give back what they are given and never call sanitize, so the check against a policy that does is
    // never true.
    absent: ["TRUSTED_TYPES_POLICY"],
    gone: [],
    edits: [
      ["if (cfg.TRUSTED_TYPES_POLICY) {", "if (false) {"],
      ["} else if (cfg.TRUSTED_TYPES_POLICY === null) {", "} else if (false) {"],
      [
        'if (IN_TRUSTED_TYPES_POLICY > 0) throw typeErrorCreate("A configured TRUSTED_TYPES_POLICY callback (createHTML or createScriptURL) must ' +
          "not call DOMPurify.sanitize, as that causes infinite recursion. Do not pass a policy whose callbacks wrap DOMPurify as " +
          'TRUSTED_TYPES_POLICY; see the \\"DOMPurify and Trusted Types\\" section of the README.");',
        "",
      ],
    ],
  },
];

/**
 * What the options above no longer read and the minifier cannot drop alone, since it is made by a call (esbuild's
 * minifier also drops `@__PURE__` marks): DOMPurify's module-level regular expressions for template expressions,
 * data- and aria- names, unknown protocols, the doctype, custom element names and `/>` lose their `seal(…)` (which
 * only stops properties being added to them), so terser leaves out those nothing reads; test/size checks none is in
 * the built sanitiser.
 */
export const UNREAD_PATTERNS = ["MUSTACHE_EXPR", "ERB_EXPR", "TMPLIT_EXPR", "TMPL_MARKER_SERIALIZED", "DATA_ATTR", "ARIA_ATTR", "IS_SCRIPT_OR_DATA", "DOCTYPE_NAME", "CUSTOM_ELEMENT", "SELF_CLOSING_TAG"];
const sealedPattern = (name) => new RegExp(`^const ${name} = seal\\((/.*/[a-z]*)\\);$`, "gm");

/**
 * Code nothing calls: Babel's async generator helpers (AsyncGenerator, _OverloadYield), which DOMPurify's module
 * defines and never uses, and whose prototype writes the minifier keeps. From the first line to the last, once.
 */
const ASYNC_HELPERS = {
  _OverloadYield: /^function _OverloadYield\(e, d\) \{\n\tthis\.v = e, this\.k = d;\n\}\n/gm,
  AsyncGenerator: /^function AsyncGenerator\(e\) \{\n[\s\S]*?^\}, AsyncGenerator\.prototype\.return = function\(e\) \{\n\treturn this\._invoke\("return", e\);\n\};\n/gm,
};

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` with `lines` (whole lines, their leading tabs aside) replaced by `by`; they must be there exactly once. */
function replaceLines(text, lines, by) {
  const pattern = new RegExp(`^(\\t*)${lines.split("\n").map(escapeRegExp).join("\\n\\t*")}$\\n?`, "gm");
  const found = text.match(pattern)?.length ?? 0;
  if (found !== 1) fail(`DOMPurify's \`${lines.split("\n")[0]}\` is there ${found} times, not once: read that option's uses again`);
  return text.replace(pattern, (whole, indent) => (by === "" ? "" : `${indent}${by}\n`));
}

/** Stops the build unless CONFIG leaves out each option made constant, and gives the ones it passes their value. */
export function checkFixedConfig(config = sanitizerConfig()) {
  for (const { name, absent = [], given = {} } of [...FIXED_OPTIONS, ...REWRITES]) {
    const passed = absent.filter((key) => config.keys.includes(key));
    if (passed.length) fail(`${SANITIZER}: CONFIG passes ${passed.join(", ")}, which DOMPurify's build takes as absent${name ? ` (${name} is a constant)` : ""}`);
    for (const [key, value] of Object.entries(given)) {
      if (config.values[key] !== value) fail(`${SANITIZER}: CONFIG.${key} is not \`${value}\`, which DOMPurify's build takes it to be${name ? ` (${name} is a constant)` : ""}`);
    }
  }
}

/** DOMPurify's module text with the options of FIXED_OPTIONS and REWRITES settled, after the checks above. */
export function withFixedOptions(text, config = sanitizerConfig()) {
  const version = /DOMPurify\.version = "([^"]+)";/.exec(text)?.[1];
  if (version !== REVIEWED_VERSION) fail(`DOMPurify is ${version}, not ${REVIEWED_VERSION}: read how _parseConfig sets each option of FIXED_OPTIONS and REWRITES again`);
  checkConfig(text, config);
  checkFixedConfig(config);
  let out = text;
  for (const { name, value, declared, set, edits = [] } of FIXED_OPTIONS) {
    out = replaceLines(out, declared, value === undefined ? "" : `const ${name} = ${value};`);
    for (const line of set) out = replaceLines(out, line, "");
    for (const [lines, by] of edits) out = replaceLines(out, lines, by);
  }
  for (const { edits } of REWRITES) for (const [lines, by] of edits) out = replaceLines(out, lines, by);
  for (const name of UNREAD_PATTERNS) {
    if (out.match(sealedPattern(name))?.length !== 1) fail(`DOMPurify's \`const ${name} = seal(/…/);\` is not there exactly once: read its uses again`);
    out = out.replace(sealedPattern(name), (whole, pattern) => `const ${name} = ${pattern};`);
  }
  for (const [name, pattern] of Object.entries(ASYNC_HELPERS)) {
    if (out.match(pattern)?.length !== 1) fail(`DOMPurify's helper ${name} is not there exactly once as it was read: read it again`);
    out = out.replace(pattern, "");
  }
  const body = out.slice(out.indexOf("function createDOMPurify() {"));
  for (const { name } of FIXED_OPTIONS) {
    const id = `(?<![\\w$.])${escapeRegExp(name)}(?![\\w$])`;
    const writes = body.match(new RegExp(`${id}\\s*(?:[-+*/%&|^]|&&|\\|\\||\\?\\?|<<|>>>?|\\*\\*)?=(?![=>])|(?:\\+\\+|--)\\s*${id}|${id}\\s*(?:\\+\\+|--)`, "g"));
    if (writes?.length !== 1) fail(`DOMPurify's ${name} is still set besides its constant: read its uses again`);
  }
  const code = out.replace(/^\s*(?:\/\*|\*).*$/gm, "");
  for (const name of [...[...FIXED_OPTIONS, ...REWRITES].flatMap((o) => o.gone ?? []), ...Object.keys(ASYNC_HELPERS)]) {
    if (new RegExp(`(?<![\\w$.])${name}(?![\\w$])`).test(code)) fail(`DOMPurify still reads ${name}: read its uses again`);
  }
  return out;
}

/** DOMPurify as the build loads it: without the unread lists, and with the options CONFIG settles settled. */
export function purifyForConfig(text, config = sanitizerConfig()) {
  return withFixedOptions(withoutUnreadLists(text, config), config);
}

/** The esbuild plugin: DOMPurify's module without the lists and with its options settled, imported by the sanitiser alone. */
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
        return { contents: purifyForConfig(readFileSync(args.path, "utf8")), loader: "js" };
      });
    },
  };
}
