// The one build: esbuild bundles src/main.tsx into hashed ESM chunks, each component stylesheet on its own, copies
// static/, and writes dist/index.html with the entry's script and stylesheet (no inline script: a strict CSP works).
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, relative, resolve } from "node:path";
import { minify } from "terser";
import { withoutUnusedExports } from "./scripts/react-unused.mjs";
import { purifyPlugin } from "./scripts/purify-unused.mjs";
import { withConnectSrc } from "./scripts/csp.mjs";
import { alignNames } from "./scripts/align-names.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
/**
 * After esbuild, terser minifies every emitted script once more: its compressor and mangler take ~2.6 kB gzip more off
 * a post screen's scripts than esbuild's minifier alone. Safe options only (nothing `unsafe`, no `pure_getters`): the
 * code means what esbuild's output means. `module`: every file is an ES module (strict, its top level is its own).
 */
export const TERSER_OPTIONS = { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } };
const TERSER_VERSION = JSON.parse(readFileSync("node_modules/terser/package.json", "utf8")).version;
/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions compiled while it
 * streams in, on a background thread, instead of each one on the main thread the first time it is called. Every
 * script but the smallest (HINT_FROM_BYTES) carries it: the entry and its static imports run nearly whole on every
 * first load, and a lazy chunk loads when a screen needs it, whose first render then runs most of it. Measured at 4x
 * CPU: on the entry and its static imports, the sign-in field took input about 90 ms sooner; on every chunk besides,
 * home's 20 posts were painted ~100 ms sooner (two sets of ten alternating loads, 2,909 -> 2,783 and 2,620 -> 2,555
 * ms), where the signed-in frame, home and the post cards had been compiled function by function on the main thread
 * as they first rendered.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
// MITRA_OUTDIR lets a second build (benchmarks, parallel test runs) leave dist/ alone.
const outdir = process.env.MITRA_OUTDIR ?? "dist";
const watch = process.argv.includes("--watch");

export const buildOptions = {
  entryPoints: { main: "src/main.tsx" },
  bundle: true,
  splitting: true,
  format: "esm",
  target: ["es2022", "chrome100", "firefox100", "safari15.4"],
  outdir: `${outdir}/assets`,
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "[name]-[hash]",
  publicPath: "/assets",
  minify: true,
  // Words and symbols stay UTF-8 (index.html says so) rather than \uXXXX escapes, which are longer.
  charset: "utf8",
  sourcemap: "external",
  metafile: true,
  legalComments: "external",
  jsx: "automatic",
  loader: { ".png": "file", ".svg": "file", ".woff2": "file" },
  define: {
    "process.env.NODE_ENV": '"production"',
    // jotai asks `import.meta.env ? import.meta.env.MODE : undefined` (Vite's names) for "production"; without these
    // its development checks, warnings and debug labels ran in every browser and were in every first load (-0.5 kB).
    "import.meta.env.MODE": '"production"',
    "import.meta.env": "true",
    __APP_VERSION__: JSON.stringify(pkg.version),
    __API_URL__: JSON.stringify(process.env.MITRA_API_URL ?? ""),
  },
  logLevel: "warning",
  // The file names' hashes are esbuild's, of its output before terser runs. This first line (terser drops it, like
  // every comment) names terser's version and options, so they are part of every hash: the same name is always the
  // same bytes, and a new terser or new options make new names, which no browser has cached.
  banner: { js: `/* terser ${TERSER_VERSION} ${JSON.stringify(TERSER_OPTIONS)} aligned names, ${COMPILE_HINT} */` },
};

/**
 * CSS. esbuild puts the CSS of lazily imported modules into the importing entry's stylesheet, so every route would
 * download every screen's styles. Instead each component stylesheet is built on its own (hashed), and its import
 * becomes `ensureCss(url)` (src/lib/css.ts), which links it when the module runs; the router waits for it before
 * showing a view. Only the entry's own stylesheet (src/styles/index.css) is linked from index.html.
 */
const ENTRY_CSS = "src/styles/index.css";
/**
 * Stylesheet groups: a group is a stylesheet that @imports its members; each member's import links the group's file
 * instead of its own. One: what every signed-in page shows (the frame's, the account button's and the people chunk
 * group's styles) and what every screen with posts shows (the post card's and the timelines'), -0.5 kB on every post
 * screen against two files. The global stylesheet stays apart: grown by them, it made the landing page's sign-in
 * field ~60 ms slower on a slow network.
 */
const CSS_GROUPS = ["src/app/chunks/frame.css"];

function cssFiles(dir = "src", out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) cssFiles(path, out);
    else if (entry.name.endsWith(".css") && path !== ENTRY_CSS) out.push(path);
  }
  return out;
}

async function buildComponentCss() {
  const files = cssFiles();
  const result = await esbuild.build({
    entryPoints: files,
    bundle: true,
    minify: true,
    outdir: `${outdir}/assets/css`,
    outbase: "src",
    entryNames: "[name]-[hash]",
    metafile: true,
    logLevel: "warning",
  });
  const urls = {};
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint) urls[resolve(output.entryPoint)] = "/" + relative(outdir, path).split("\\").join("/");
  }
  // A stylesheet in a group is linked as its group's file (the first import links it, the others find it there).
  for (const group of CSS_GROUPS) {
    const text = readFileSync(group, "utf8");
    for (const m of text.matchAll(/@import "([^"]+)";/g)) urls[resolve(dirname(group), m[1])] = urls[resolve(group)];
  }
  return urls;
}

const FROM = "?from=";
/** The stylesheet of a link module (css-link:<stylesheet>?from=<importer>, or its path without the namespace). */
const cssOf = (input) => input.replace(/^css-link:/, "").split(FROM)[0];

function cssLinkPlugin(urls) {
  return {
    name: "css-link",
    setup(b) {
      b.onResolve({ filter: /\.css$/ }, (args) => {
        // Imported as text on purpose (adopted as a constructed stylesheet): minified like the linked ones below.
        if (args.with?.type === "text") return { path: resolve(args.resolveDir, args.path), namespace: "css-text" };
        const path = resolve(args.resolveDir, args.path);
        if (path === resolve(ENTRY_CSS)) return undefined;
        // One link module per importing module, so it travels in its importer's chunk: shared by several lazy
        // modules, one link module would be a chunk of its own (a ~90-byte file in their first loads).
        return { path: `${path}${FROM}${args.importer}`, namespace: "css-link" };
      });
      b.onLoad({ filter: /.*/, namespace: "css-text" }, async (args) => {
        const { code } = await esbuild.transform(readFileSync(args.path, "utf8"), { loader: "css", minify: true, target: buildOptions.target });
        return { contents: code, loader: "text", watchFiles: [args.path] };
      });
      b.onLoad({ filter: /.*/, namespace: "css-link" }, (args) => {
        const url = urls[cssOf(args.path)];
        if (!url) return { errors: [{ text: `no built stylesheet for ${args.path}` }] };
        return {
          contents: `import { ensureCss } from ${JSON.stringify(resolve("src/lib/css.ts"))}; ensureCss(${JSON.stringify(url)});`,
          loader: "js",
          resolveDir: resolve("src"),
        };
      });
    },
  };
}

function writeIndex(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const [entryJs, entry] = outputs.find(([, o]) => o.entryPoint === "src/main.tsx");
  const css = entry.cssBundle;
  const url = (file) => "/" + file.slice(outdir.length + 1);
  // Preload the chunks the entry imports statically, so they download in parallel with it.
  const preloads = entry.imports
    .filter((i) => i.kind === "import-statement")
    .map((i) => `<link rel="modulepreload" href="${url(i.path)}">`);
  const template = withConnectSrc(readFileSync("static/index.html", "utf8"), process.env.MITRA_CONNECT_SRC);
  const html = template
    .replace("<!--styles-->", css ? `<link rel="stylesheet" href="${url(css)}">` : "")
    .replace("<!--scripts-->", [...preloads, `<script type="module" src="${url(entryJs)}"></script>`].join("\n    "));
  // Whitespace between tags is dead weight on every first load.
  writeFileSync(`${outdir}/index.html`, html.replace(/>\s+</g, "><").trim() + "\n");
}

/** The service worker's version is the index page's hash: a new build is a new worker, announced to readers. */
function stampServiceWorker() {
  const file = `${outdir}/sw.js`;
  const version = createHash("sha256").update(readFileSync(`${outdir}/index.html`)).digest("hex").slice(0, 12);
  writeFileSync(file, readFileSync(file, "utf8").replace("__BUILD__", version));
}

/**
 * Chunk groups. esbuild puts each module into the chunk of the exact set of entry points (the main one and every
 * import() target) that reach it, so a module used by 14 screens and one used by 13 land in different files: a
 * signed-in page loaded ~50 small files, and small files compress worse (one route paid ~9 kB gzip for that). This
 * plugin adds `import "src/app/chunks/core.ts"` to every import() target of src/, `import ".../people.ts"` to
 * those that never run on the landing page, `import ".../reading.ts"` to the screens that show feeds and their lazy
 * parts, and `import ".../cards.ts"` (which reading.ts imports too) to those that show post cards without a feed
 * (the thread, the notifications, the search results, direct messages, the landing page's public posts) and to a
 * post's lazy parts, so the modules those files list share one set of entry points and one chunk each. Nothing
 * changes at run time: the listed modules are already loaded whenever such a target runs. The import goes on the
 * first line, so source maps keep their lines.
 */
const CORE_GROUP = resolve("src/app/chunks/core.ts");
const READING_GROUP = resolve("src/app/chunks/reading.ts");
const CARDS_GROUP = resolve("src/app/chunks/cards.ts");
const PEOPLE_GROUP = resolve("src/app/chunks/people.ts");
/**
 * Groups a lazy module gets only when its code uses one of their modules (groupNeeds): what few screens run (the
 * profile's rules and first words) stays out of the people group, which is in every signed-in first load, and yet
 * travels in one chunk rather than in a small file per set of screens. (The relationships and the post reader were
 * such a group, "relations"; every screen with posts or people reads them, so they joined the people group.)
 */
const USE_GROUPS = [resolve("src/app/chunks/profile.ts")];
// Lazy modules that may run for a visitor on the landing page, or while signing in: no "people" group for them.
// (The confirm dialog is not one: only a signed-in page loads it, and its dialog then travels in the people chunk.)
const PEOPLE_EXCLUDED = /\/(LandingView|EthereumHelpView|MoneroFields|PublicPostsSection)\.tsx$|\/auth\/actions\.ts$|\/state\/ns\/|\/lib\/(wallet|monero-request)\.ts$|\/verify-key-proof\.ts$/;
const READING_TARGETS =
  /\/(Home|Local|Federated|Tag|FeedTimeline|Bookmarks|Favourites|Group|Profile)View\.tsx$|\/(LoadedProfileMenu|HomeWelcome|OwnList|ReadingOffer)\.tsx$|\/timeline\/(refresh-on-screen|timeline-state)\.ts$/;

// Screens that show post cards without a timeline, and a post's lazy parts (src/app/chunks/cards.ts); the reading
// group imports the cards group, so on a feed these parts need nothing more.
const CARDS_TARGETS =
  /\/(Conversations|Thread|Notifications|Search)View\.tsx$|\/PublicPosts\.tsx$|\/(LoadedPostMenu|PollView|QuotedPosts|PaymentWidget|Composer|ComposerPreview|EmojiPicker|NewPostSheet)\.tsx$|\/entities\/post\/actions\.ts$|\/profile\/payment-parts\.ts$/;

function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Every package that some module of src/ loads with import("name"). */
function lazyPackages() {
  const names = new Set();
  for (const file of sourceFiles("src")) {
    for (const m of readFileSync(file, "utf8").matchAll(/import\(\s*"([^."][^"]*)"\s*\)/g)) names.add(m[1]);
  }
  return names;
}

/** Every module of src/ that some module of src/ loads with import("./relative/path"), as absolute paths. */
function lazyTargets() {
  const targets = new Set();
  for (const file of sourceFiles("src")) {
    for (const m of readFileSync(file, "utf8").matchAll(/import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)) {
      const base = resolve(dirname(file), m[1]);
      const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile());
      if (found && found.startsWith(resolve("src") + "/")) targets.add(found);
    }
  }
  return targets;
}

/**
 * The words of the other languages. English travels with the code (src/state/ns/<namespace>.ts); every other
 * language's namespace is a file of its own, /assets/words-<hash>/<language>/<namespace>.js, built here apart from the
 * app, so that no chunk lists them (a glob over 20 languages × 31 namespaces would put ~620 chunk names into the
 * first load). src/state/locale-words.ts builds the URL from the language and the namespace; the one hash, of every
 * language's files, is the only name the code holds. Every namespace of locales/en/ must be a file of every language:
 * the build fails otherwise, so none can be missed. The namespaces every screen shows (SHELL_WORDS) are one file,
 * <language>/common-errors-shell.js: one request rather than three, ~0.4 kB less gzip.
 */
export const SHELL_WORDS = ["common", "errors", "shell"];
const SHELL_WORDS_FILE = SHELL_WORDS.join("-");

export async function buildWords(out = outdir) {
  const namespaces = readdirSync("locales/en").filter((f) => f.endsWith(".ts") && f !== "index.ts").map((f) => f.slice(0, -3));
  const languages = readdirSync("locales", { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== "en").map((d) => d.name);
  const missing = languages.flatMap((lang) => namespaces.map((ns) => `locales/${lang}/${ns}.ts`)).filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`build: no words file ${missing.join(", ")}`);
  const entryPoints = languages.flatMap((lang) => [
    ...namespaces.filter((ns) => !SHELL_WORDS.includes(ns)).map((ns) => ({ in: `locales/${lang}/${ns}.ts`, out: `${lang}/${ns}` })),
    { in: `shell-words:${lang}`, out: `${lang}/${SHELL_WORDS_FILE}` },
  ]);
  const shellWords = {
    name: "shell-words",
    setup(b) {
      b.onResolve({ filter: /^shell-words:/ }, (args) => ({ path: args.path.slice("shell-words:".length), namespace: "shell-words" }));
      b.onLoad({ filter: /.*/, namespace: "shell-words" }, (args) => ({
        contents: SHELL_WORDS.map((ns) => `import ${ns} from "./${args.path}/${ns}.ts";`).join("") + `export default { ${SHELL_WORDS.join(", ")} };`,
        resolveDir: resolve("locales"),
        loader: "js",
      }));
    },
  };
  const result = await esbuild.build({
    entryPoints,
    plugins: [shellWords],
    bundle: true,
    format: "esm",
    target: buildOptions.target,
    minify: true,
    charset: "utf8",
    outdir: `${out}/assets/words`,
    write: false,
    logLevel: "warning",
  });
  const hash = createHash("sha256");
  const files = result.outputFiles.sort((a, b) => a.path.localeCompare(b.path));
  for (const file of files) hash.update(relative(out, file.path)).update(file.contents);
  const dir = `words-${hash.digest("hex").slice(0, 10)}`;
  for (const file of files) {
    const path = `${out}/assets/${dir}/${relative(`${out}/assets/words`, file.path)}`;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.contents);
  }
  return `/assets/${dir}/`;
}

const LOCALE_WORDS_MODULE = resolve("src/state/locale-words.ts");
/** src/state/locale-words.ts as the build has it: the words of the built language files (buildWords), by URL. */
function localeWordsPlugin(base) {
  return {
    name: "locale-words",
    setup(b) {
      b.onLoad({ filter: /locale-words\.ts$/ }, (args) =>
        args.path === LOCALE_WORDS_MODULE
          ? {
              contents: `export default (locale, ns, shell = /^(${SHELL_WORDS.join("|")})$/.test(ns)) =>
                import(${JSON.stringify(base)} + locale + "/" + (shell ? "${SHELL_WORDS_FILE}" : ns) + ".js").then((m) => (shell ? m.default[ns] : m.default));`,
              loader: "js",
            }
          : undefined,
      );
    },
  };
}

/** A module path as esbuild's metafile names it (relative to the project, no namespace). */
const inputKey = (path) => relative(".", path).split("\\").join("/");

/** The modules of src/ that a group file imports, as absolute paths. */
function groupMembers(group) {
  return [...readFileSync(group, "utf8").matchAll(/^import "(\.{1,2}\/[^"]+)";/gm)].map((m) => {
    const base = resolve(dirname(group), m[1]);
    return [".ts", ".tsx", ""].map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile()) ?? base;
  });
}

/**
 * Which of USE_GROUPS each lazy module needs, read from a build's metafile: a module needs a group when its static
 * imports (the other groups' included) reach one of the modules the group's file lists. Then every lazy module that
 * reaches a listed module imports the group, so esbuild puts the listed modules into one chunk; a screen that reaches
 * none does not download it. (A small module they import that other screens use too may end up in a file of its own:
 * list it in the group if that file shows up in first loads.)
 */
function groupNeeds(metafile) {
  const inputs = metafile.inputs;
  const skip = new Set(USE_GROUPS.map(inputKey));
  const closure = (starts, seen = new Set()) => {
    const stack = [...starts];
    while (stack.length > 0) {
      const path = stack.pop();
      if (seen.has(path) || !inputs[path] || skip.has(path)) continue;
      seen.add(path);
      for (const imp of inputs[path].imports) if (imp.kind === "import-statement") stack.push(imp.path);
    }
    return seen;
  };
  const members = USE_GROUPS.map((group) => groupMembers(group).map(inputKey));
  const needs = new Map();
  for (const target of lazyTargets()) {
    const reached = closure([inputKey(target)]);
    needs.set(target, USE_GROUPS.filter((_, i) => members[i].some((m) => reached.has(m))));
  }
  return needs;
}

/** `needs` (groupNeeds) says which USE_GROUPS each lazy module gets; without it (a first pass, watch mode), none. */
function chunkGroupsPlugin(needs = null) {
  const targets = lazyTargets();
  return {
    name: "chunk-groups",
    setup(b) {
      // A package loaded with import() (the QR encoder) is an entry point too: in the core group, it no longer keeps
      // esbuild's runtime helpers out of the core chunk (a 0.4 kB file of their own in every first load).
      const packages = new Set();
      b.onStart(async () => {
        packages.clear();
        for (const name of lazyPackages()) {
          const found = await b.resolve(name, { kind: "dynamic-import", resolveDir: resolve("src") });
          if (found.path) packages.add(found.path);
        }
      });
      b.onLoad({ filter: /\.m?js$/ }, (args) =>
        packages.has(args.path) ? { contents: `import ${JSON.stringify(CORE_GROUP)};` + readFileSync(args.path, "utf8"), loader: "js", resolveDir: dirname(args.path) } : undefined,
      );
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!targets.has(args.path)) return undefined;
        const groups = [CORE_GROUP];
        if (!PEOPLE_EXCLUDED.test(args.path)) groups.push(PEOPLE_GROUP);
        if (READING_TARGETS.test(args.path)) groups.push(READING_GROUP);
        else if (CARDS_TARGETS.test(args.path)) groups.push(CARDS_GROUP);
        groups.push(...(needs?.get(args.path) ?? []));
        const imports = groups.map((g) => `import ${JSON.stringify(g)};`).join("");
        return { contents: imports + readFileSync(args.path, "utf8"), loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

/**
 * Route → files. Without help the browser meets a route's files one after another: the entry runs, the router
 * imports the view chunk, that chunk's imports follow, its stylesheets are linked when it runs, the view asks for
 * the sanitiser… `routeFiles` lists, per route of src/routes.ts, every file its first screen loads beyond the entry:
 * the view's chunks (static closure), the stylesheets those link, the chunks the first render imports (FIRST_RENDER),
 * and for a signed-in person the signed-in frame; and the namespaces of words those chunks register (`words`,
 * `frameWords`): English travels in the chunks, another language's namespaces are files the entry fetches alongside
 * them (src/state/i18n.ts: wordsAhead; buildWords). src/app/route-files.ts receives this map at build time,
 * so the entry links them all at start (src/app/prefetch.ts); scripts/size.mjs counts the same lists.
 */
const ROUTE_FILES_MODULE = resolve("src/app/route-files.ts");
const SIGNED_IN_FRAME = "src/app/SignedInFrame.tsx";
// Lazy modules that the first render of these views imports at once (data arrives → content is sanitised). The sanitiser's list is what a browser was seen to fetch on each route's first
// load with the demo instance's data (the about page sanitises the instance description). The admin account list
// is not one: its cards show names and handles, no server HTML.
const FIRST_RENDER = [
  [/\/(Home|Local|Federated|Tag|FeedTimeline|Bookmarks|Favourites|Group|Conversations|Thread|Notifications|Profile|Search|About)View\.tsx$/, "src/entities/content/sanitize.ts"],
];

/**
 * Lazy modules that start at boot or right after the load event whatever the first screen shows, so every first load
 * downloads them: for a signed-in person the account reader and the account list (the session reads them at
 * once; the account menu and the notification poller are in the frame's own closure) and the confirm dialog. The
 * instance's reader (the boot's first request), the notices and the service worker's registration, which every page
 * needs, are in the entry: as files of their own they cost each page 0.9 kB more and a request after the entry.
 * The listed ones stay lazy in the code (a visitor never needs them), but scripts/size.mjs counts them (route-files.json
 * `boot`), so its figures are what a browser downloads before the page is idle. A route's own go in AFTER_LOAD (none
 * today: home's reading position travels in home's chunk); the landing page's posts section is not one, as it
 * loads only once its place nears the screen (on a phone, when the reader scrolls down to it). Listed by hand: which import()
 * runs at once is the code's behaviour, not something the metafile says; the build fails when one is no longer a
 * lazy module of its own.
 */
const BOOT = {
  visitor: [],
  // The account list brings the account reader; the confirm dialog travels in the signed-in frame's module.
  signedIn: ["src/state/session-accounts.ts"],
};
/** @type {[RegExp, string][]} */
const AFTER_LOAD = [];

/** [name, access, view source] of every route in src/routes.ts. */
export function routeTable() {
  const text = readFileSync("src/routes.ts", "utf8");
  const rows = [];
  for (const m of text.matchAll(/name: "([^"]+)", path: [^\n]+?, access: "([^"]+)", view: \(\) => import\("\.\/([^"]+)"\)/g)) {
    const source = [".tsx", ".ts"].map((ext) => `src/${m[3]}${ext}`).find((s) => existsSync(s));
    rows.push({ name: m[1], access: m[2], source });
  }
  return rows;
}

export function routeFiles(metafile, cssUrls, out = outdir) {
  const outputs = metafile.outputs;
  const byEntry = new Map(Object.entries(outputs).filter(([, o]) => o.entryPoint).map(([p, o]) => [o.entryPoint, p]));
  const url = (file) => "/" + relative(out, file).split("\\").join("/");
  const closure = (path, seen = new Set()) => {
    if (!path || seen.has(path)) return seen;
    seen.add(path);
    for (const imp of outputs[path].imports) if (imp.kind === "import-statement" && outputs[imp.path]) closure(imp.path, seen);
    return seen;
  };
  const main = closure(byEntry.get("src/main.tsx"));
  const files = [];
  const index = new Map();
  const indices = (chunks) => {
    const list = [];
    const add = (u) => {
      if (!index.has(u)) index.set(u, files.push(u) - 1);
      list.push(index.get(u));
    };
    const js = [...chunks].filter((c) => !main.has(c));
    for (const c of js) add(url(c));
    for (const c of js) {
      for (const input of Object.keys(outputs[c].inputs)) {
        if (input.startsWith("css-link:")) add(cssUrls[cssOf(input)]);
      }
    }
    return [...new Set(list)].sort((a, b) => a - b); // sorted lists repeat better under gzip
  };
  const namespaces = (chunks) =>
    [...new Set([...chunks].flatMap((c) => Object.keys(outputs[c].inputs)).map((i) => /^src\/state\/ns\/(\w+)\.ts$/.exec(i)?.[1]).filter(Boolean))].sort();
  const frameChunks = closure(byEntry.get(SIGNED_IN_FRAME));
  const frame = indices(frameChunks);
  const routes = {};
  const words = {};
  for (const { name, source } of routeTable()) {
    const chunks = closure(byEntry.get(source));
    for (const [test, extra] of FIRST_RENDER) if (test.test(source)) closure(byEntry.get(extra), chunks);
    routes[name] = indices(chunks);
    words[name] = namespaces(chunks);
  }
  // The files the boot-time lazy modules add to a first load (URLs, for scripts/size.mjs only: the entry does not
  // link them). Not in `files`, whose every name travels in the entry.
  const urlsOf = (sources) => {
    const chunks = new Set();
    for (const source of sources) {
      if (!byEntry.has(source)) throw new Error(`build: ${source} (BOOT, AFTER_LOAD) is not a lazy module of its own`);
      closure(byEntry.get(source), chunks);
    }
    const js = [...chunks].filter((c) => !main.has(c));
    const css = js.flatMap((c) => Object.keys(outputs[c].inputs).filter((i) => i.startsWith("css-link:")).map((i) => cssUrls[cssOf(i)]));
    return [...new Set([...js.map(url), ...css])].sort();
  };
  const boot = { visitor: urlsOf(BOOT.visitor), signedIn: urlsOf(BOOT.signedIn), routes: {} };
  for (const { name, source } of routeTable()) {
    const later = AFTER_LOAD.filter(([test]) => test.test(source)).map(([, extra]) => extra);
    if (later.length > 0) boot.routes[name] = urlsOf(later);
  }
  // The entry imports the view and the frame themselves at start (app/prefetch.ts): their own chunks need no link.
  const started = new Set([byEntry.get(SIGNED_IN_FRAME), ...routeTable().map((r) => byEntry.get(r.source))].map((c) => c && index.get(url(c))));
  return { files, frame, routes, words, frameWords: namespaces(frameChunks), boot, started: [...started].filter((i) => i !== undefined).sort((a, b) => a - b) };
}

/**
 * wouter reads useSyncExternalStore through the use-sync-external-store shim, written for React before 18; React 19
 * has it built in, so the shim's code need not be in every first load.
 */
function builtinExternalStorePlugin() {
  return {
    name: "builtin-external-store",
    setup(b) {
      b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: "shim", namespace: "external-store" }));
      b.onLoad({ filter: /.*/, namespace: "external-store" }, () => ({
        contents: 'export { useSyncExternalStore } from "react";',
        loader: "js",
        resolveDir: resolve("."),
      }));
    },
  };
}

/** A file of the route map as the entry holds it; src/app/prefetch.ts (fileUrl) turns it back into its URL. */
// A shared chunk (chunks/chunk-<hash>.js, most of the list) is its hash alone, a stylesheet its name and hash.
export const shortFileName = (file) => file.replace(/^\/assets\/(chunks\/chunk-|css\/)?/, "").replace(/\.(js|css)$/, "");
/** A list of the route map's indices as a string, a character each (prefetch.ts: indicesOf): "#" is 0, "\\" is left out. */
const indexText = (list) => {
  if (list.some((i) => i > 126 - 36)) throw new Error("build: too many files for the route map's one-character indices");
  return String.fromCharCode(...list.map((i) => 35 + i + (35 + i >= 92 ? 1 : 0)));
};
/** A part of the route map as the code holds it: one string of files, one of the frame's, one of the routes' lists. */
const packed = ({ files, frame, routes }) => ({ files: files.join(" "), frame: indexText(frame), routes: routes.map(indexText).join(" ") });

/** The namespaces of words of the frame and of each route (in the order of src/routes.ts), packed like the files. */
function packedWords(frameWords, routeWords) {
  const names = [...new Set([frameWords, ...routeWords].flat())].sort();
  const list = (namespaces) => indexText(namespaces.map((ns) => names.indexOf(ns)));
  return { words: names.join(" "), frameWords: list(frameWords), routeWords: routeWords.map(list).join(" ") };
}

/**
 * The route map as the entry holds it (src/app/route-files.ts), as every byte of it is in every first load: file names
 * lose "/assets/" and ".js", the started chunks (the entry imports them itself) stay out, the files left are
 * numbered again from 0 (smaller numbers, no empty places for the started ones), and the lists are packed; the
 * namespaces of words are numbered the same way (packedWords).
 */
export function shortRouteFiles(map) {
  // The lists go by position in ROUTES: every route of src/routes.ts must be in routeTable, in its order.
  const named = [...readFileSync("src/routes.ts", "utf8").matchAll(/\{ name: "([^"]+)"/g)].map((m) => m[1]).join();
  if (named !== routeTable().map((r) => r.name).join()) throw new Error("build: a route of src/routes.ts is not in the form routeTable reads");
  const kept = map.files.map((_, i) => i).filter((i) => !map.started.includes(i));
  const keep = (list) => list.filter((i) => !map.started.includes(i)).map((i) => kept.indexOf(i));
  return {
    ...packed({
      files: kept.map((i) => shortFileName(map.files[i])),
      frame: keep(map.frame),
      // In the order of src/routes.ts, whose names the entry has already: a list per route, not a name each.
      routes: routeTable().map(({ name }) => keep(map.routes[name] ?? [])),
    }),
    ...packedWords(map.frameWords ?? [], routeTable().map(({ name }) => map.words?.[name] ?? [])),
  };
}

/**
 * React is CommonJS: each ES module importing it gets an interop line (`var r = __toESM(require_react())`) and reads
 * every name through it, `(0, r.useState)(…)`, `(0, r.jsx)(…)` on every element. ES modules (those of src/ and of the
 * packages, jotai and wouter) import React and its JSX runtime from src/lib/react-esm.ts and jsx-runtime-esm.ts
 * instead, which bind the names once; CommonJS (React DOM) still requires React itself.
 */
const REACT_ESM = { react: resolve("src/lib/react-esm.ts"), "react/jsx-runtime": resolve("src/lib/jsx-runtime-esm.ts") };
const REACT_DOM = {
  "react-dom": resolve("src/lib/react-dom-internals.cjs"),
  "react-dom/client": resolve("node_modules/react-dom/cjs/react-dom-client.production.js"),
};
function reactEsmPlugin() {
  const facades = new Set(Object.values(REACT_ESM));
  return {
    name: "react-esm",
    setup(b) {
      b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
        args.kind === "import-statement" && !facades.has(args.importer) ? { path: REACT_ESM[args.path] } : undefined,
      );
      // React DOM's package entries only choose the production build and, before it, call React DevTools' check
      // that the bundle was minified (checkDCE, in every first load): the production builds are taken directly.
      b.onResolve({ filter: /^react-dom(\/client)?$/ }, (args) => ({ path: REACT_DOM[args.path] }));
      b.onLoad({ filter: /\/(react\/cjs\/react|react-dom\/cjs\/react-dom-client|scheduler\/cjs\/scheduler)\.production\.js$/ }, (args) => ({ contents: withoutUnusedExports(args.path), loader: "js" }));
    },
  };
}

function routeFilesPlugin(map) {
  return {
    name: "route-files",
    setup(b) {
      const short = map && shortRouteFiles(map);
      b.onLoad({ filter: /route-files\.ts$/ }, (args) =>
        args.path === ROUTE_FILES_MODULE && short ? { contents: `export default ${JSON.stringify(short)};`, loader: "js" } : undefined,
      );
    },
  };
}

/**
 * terser over every script of the build, in place (names stay: see buildOptions.banner). Each file's esbuild source
 * map is terser's input map and is written back, so a position in the minified file still leads to src/; meta.json
 * gets the new sizes. One file after another: ~7 s more per build (two worker threads were no faster on a busy
 * two-core machine).
 */
async function terseScripts(metafile) {
  for (const path of Object.keys(metafile.outputs).filter((p) => p.endsWith(".js"))) {
    const map = `${path}.map`;
    const minified = await minify(readFileSync(path, "utf8"), {
      ...TERSER_OPTIONS,
      sourceMap: { content: readFileSync(map, "utf8"), includeSources: true },
    });
    // Bindings take the names their chunk exports or imports them by (scripts/align-names.mjs).
    const result = await alignNames(minified.code, minified.map, TERSER_OPTIONS.format);
    writeFileSync(path, result.code);
    writeFileSync(map, result.map);
    metafile.outputs[path].bytes = Buffer.byteLength(result.code);
    if (metafile.outputs[map]) metafile.outputs[map].bytes = Buffer.byteLength(result.map);
  }
}

/**
 * Every dynamic import of a file of the build goes through the entry's loader (src/lib/load-chunk.ts), which asks
 * again under a new address for a file whose download failed: `import("/assets/` becomes `__load("/assets/`, the same
 * length, so the source maps still hold. The loader's reasoning needs what is checked here: no file that a dynamic
 * import names is imported statically by another (such a file would then run twice: once under each address).
 */
export const LOADER = "__load";
function retryableImports(metafile) {
  const scripts = Object.keys(metafile.outputs).filter((p) => p.endsWith(".js"));
  const dynamic = new Set();
  const imported = new Set();
  let calls = 0;
  for (const path of scripts) {
    const code = readFileSync(path, "utf8");
    if (code.includes(`${LOADER}(`)) throw new Error(`build: ${path} already names ${LOADER}`);
    for (const [, url] of code.matchAll(/(?<![\w$.])import\("(\/assets\/chunks\/[^"]+)"\)/g)) dynamic.add(url);
    for (const [, url] of code.matchAll(/(?:from|import)"(\/assets\/[^"]+\.js)"/g)) imported.add(url);
    const rewritten = code.replace(/(?<![\w$.])import\("\/assets\//g, () => (calls++, `${LOADER}("/assets/`));
    if (rewritten.length !== code.length) throw new Error("build: the loader's name must be as long as import");
    writeFileSync(path, rewritten);
  }
  const both = [...dynamic].filter((url) => imported.has(url));
  if (both.length) throw new Error(`build: imported both statically and dynamically (${both.join(", ")}): the loader would run them twice`);
  if (calls === 0) throw new Error("build: no dynamic import found for the loader");
}

/**
 * Scripts this small go without the compile hint: the few functions of a route's re-exports or of a badge compile on
 * the main thread in microseconds, while the hint's line costs ~27 bytes gzip in each file (about 0.2 kB on a profile's
 * first load, whose eight smallest files are under it).
 */
export const HINT_FROM_BYTES = 2048;

/** Puts the compile hint on every script but the smallest; their source maps move a line down. */
function hintEagerCompile(metafile) {
  for (const path of Object.keys(metafile.outputs).filter((p) => p.endsWith(".js"))) {
    const minified = readFileSync(path, "utf8");
    if (Buffer.byteLength(minified) < HINT_FROM_BYTES) continue;
    const code = `${COMPILE_HINT}\n${minified}`;
    const map = JSON.parse(readFileSync(`${path}.map`, "utf8"));
    map.mappings = `;${map.mappings}`;
    writeFileSync(path, code);
    writeFileSync(`${path}.map`, JSON.stringify(map));
    metafile.outputs[path].bytes = Buffer.byteLength(code);
  }
}

export async function build() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  cpSync("static", outdir, { recursive: true, filter: (src) => basename(src) !== "index.html" });
  const cssUrls = await buildComponentCss();
  const words = localeWordsPlugin(await buildWords());
  const plugins = (map, needs) => [reactEsmPlugin(), purifyPlugin(), cssLinkPlugin(cssUrls), chunkGroupsPlugin(needs), builtinExternalStorePlugin(), routeFilesPlugin(map), words];
  // Three passes: the first finds which lazy modules use which groups (groupNeeds), the second names the chunks, the
  // third puts their map into the entry. Only the entry's own file changes (no chunk imports it), which the check
  // below makes sure of.
  const needs = groupNeeds((await esbuild.build({ ...buildOptions, write: false, plugins: plugins(null, null) })).metafile);
  const first = await esbuild.build({ ...buildOptions, plugins: plugins(null, needs) });
  const map = routeFiles(first.metafile, cssUrls);
  const result = await esbuild.build({ ...buildOptions, plugins: plugins(map, needs) });
  const chunks = (r) => Object.keys(r.metafile.outputs).filter((p) => p.includes("/chunks/")).sort().join();
  if (chunks(first) !== chunks(result)) throw new Error("build: the route map changed a chunk; it must only be in the entry");
  for (const path of Object.keys(first.metafile.outputs)) {
    if (!result.metafile.outputs[path]) rmSync(path, { force: true });
  }
  await terseScripts(result.metafile);
  retryableImports(result.metafile);
  hintEagerCompile(result.metafile);
  writeFileSync(`${outdir}/meta.json`, JSON.stringify(result.metafile));
  writeFileSync(`${outdir}/css-manifest.json`, JSON.stringify(cssUrls));
  writeFileSync(`${outdir}/route-files.json`, JSON.stringify(map));
  writeIndex(result.metafile);
  stampServiceWorker();
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (watch) {
    await build();
    const ctx = await esbuild.context({
      ...buildOptions,
      plugins: [
        reactEsmPlugin(),
        purifyPlugin(),
        cssLinkPlugin(await buildComponentCss()),
        chunkGroupsPlugin(),
        builtinExternalStorePlugin(),
        localeWordsPlugin(await buildWords()),
        { name: "index", setup: (b) => b.onEnd((r) => r.metafile && writeIndex(r.metafile)) },
      ],
    });
    await ctx.watch();
    console.log("watching src/ for changes");
  } else {
    await build();
    console.log(`built ${outdir}/`);
  }
}
