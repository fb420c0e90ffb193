// What each route's first load downloads, gzip -9: index.html, custom.css, config.js, the entry with its static
// chunks and stylesheet, and the route's own files as build.mjs lists them in dist/route-files.json (the files the
// entry preloads): the view's chunks, the stylesheets they link, the lazy chunks the first render imports and, for
// a route a signed-in person sees, the signed-in frame; and the lazy modules that start at boot or right after the
// load event (route-files.json `boot`: for a signed-in person the account list and reader and the confirm dialog, a
// route's own such as home's reading position), so
// the figures are what a browser downloads before the page is idle (`npm run bench -- --only=bytes`). `npm run size` prints the table; test/size holds the
// budgets (scripts/budgets.json). English words travel in the chunks above; another language adds the files of its
// words a browser fetches for the route (build.mjs buildWords): the namespaces common, errors and shell, and those the
// counted chunks register. Each row gives those of the heaviest language for it (`wordsKb`, `wordsLocale`).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";

const DIST = process.env.MITRA_OUTDIR ?? "dist";
// The namespaces every screen registers (build.mjs SHELL_WORDS), in another language one file.
const SHELL_WORDS = ["common", "errors", "shell"];
const sizes = new Map();
const gz = (path) => {
  if (!sizes.has(path)) sizes.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return sizes.get(path);
};

export function routeSizes() {
  for (const f of ["meta.json", "route-files.json"]) {
    if (!existsSync(`${DIST}/${f}`)) throw new Error(`${DIST}/${f} is missing: run npm run build first`);
  }
  const meta = JSON.parse(readFileSync(`${DIST}/meta.json`, "utf8"));
  const map = JSON.parse(readFileSync(`${DIST}/route-files.json`, "utf8"));
  const outputs = meta.outputs;
  const byEntry = new Map(Object.entries(outputs).filter(([, o]) => o.entryPoint).map(([p, o]) => [o.entryPoint, p]));

  // The entry and everything it pulls in statically, plus its stylesheet.
  function closure(path, seen = new Set()) {
    if (seen.has(path)) return seen;
    seen.add(path);
    const out = outputs[path];
    if (out.cssBundle) seen.add(out.cssBundle);
    for (const imp of out.imports) if (imp.kind === "import-statement" && outputs[imp.path]) closure(imp.path, seen);
    return seen;
  }
  const shell = ["index.html", "custom.css", "config.js"].map((f) => `${DIST}/${f}`);
  const entry = [...shell, ...closure(byEntry.get("src/main.tsx"))];
  const entryBytes = entry.reduce((n, f) => n + gz(f), 0);
  const wordsDir = readdirSync(`${DIST}/assets`).find((name) => name.startsWith("words-"));
  if (!wordsDir) throw new Error(`${DIST}/assets/words-<hash> is missing: run npm run build first`);
  const languages = readdirSync(`${DIST}/assets/${wordsDir}`).sort();
  /** The namespaces whose words the given files register (src/state/ns/<namespace>.ts), and the shell's. */
  const namespacesOf = (files) => {
    const found = new Set(SHELL_WORDS);
    for (const f of files) for (const input of Object.keys(outputs[f]?.inputs ?? {})) found.add(/^src\/state\/ns\/(\w+)\.ts$/.exec(input)?.[1]);
    found.delete(undefined);
    return [...found].sort();
  };
  /** The heaviest language's words for these namespaces: the files a browser fetches, gzip (build.mjs buildWords:
   * common, errors and shell are one file). */
  const wordsFor = (namespaces) => {
    const files = [...new Set(namespaces.map((ns) => (SHELL_WORDS.includes(ns) ? SHELL_WORDS.join("-") : ns)))];
    return languages
      .map((locale) => ({ locale, kb: files.reduce((n, f) => n + gz(`${DIST}/assets/${wordsDir}/${locale}/${f}.js`), 0) / 1000 }))
      .reduce((a, b) => (b.kb > a.kb ? b : a));
  };

  const routes = readFileSync("src/routes.ts", "utf8");
  const rows = [];
  for (const m of routes.matchAll(/name: "([^"]+)", path: ([^\n]+?), access: "([^"]+)"/g)) {
    const [, name, path, access] = m;
    // Only a visitor sees a guest route; anyone else may be signed in, so the frame is counted.
    const signedIn = access !== "guest";
    // The preloaded files, then the lazy ones that start at boot or on load (build.mjs BOOT, AFTER_LOAD).
    const preloaded = [...(signedIn ? map.frame : []), ...(map.routes[name] ?? [])].map((i) => map.files[i]);
    const started = [...map.boot.visitor, ...(signedIn ? map.boot.signedIn : []), ...(map.boot.routes[name] ?? [])];
    const files = [...new Set([...preloaded, ...started].map((u) => `${DIST}${u}`))];
    const bytes = entryBytes + files.reduce((n, f) => n + gz(f), 0);
    const namespaces = namespacesOf([...entry, ...files]);
    const heaviest = wordsFor(namespaces);
    rows.push({
      name,
      path: path.replace(/^"|"$/g, ""),
      signedIn,
      kb: bytes / 1000,
      files: entry.length + files.length,
      counted: files,
      words: namespaces,
      wordsKb: heaviest.kb,
      wordsLocale: heaviest.locale,
    });
  }
  const allJs = Object.keys(outputs)
    .filter((p) => p.endsWith(".js") && !/locales\/|emoji-data/.test(outputs[p].entryPoint ?? "") && !isLocaleChunk(outputs[p]))
    .reduce((n, p) => n + gz(p), 0);
  return { rows, allJsKb: allJs / 1000 };
}

// A chunk of words: locale files, emoji data and the one-line modules that register English words
// (src/state/ns/<namespace>.ts travel with their words).
function isLocaleChunk(output) {
  const inputs = Object.keys(output.inputs);
  return inputs.length > 0 && inputs.every((i) => i.startsWith("locales/") || i.includes("emoji-data") || i.startsWith("src/state/ns/"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const budgets = JSON.parse(readFileSync("scripts/budgets.json", "utf8")).size;
  const { rows, allJsKb } = routeSizes();
  const shell = new Set(SHELL_WORDS);
  console.log(`${"route".padEnd(28)} ${"kB gzip".padStart(7)} files  ${"words".padStart(5)} ${"+ words".padStart(7)}  namespaces (besides common, errors, shell)`);
  for (const r of rows) {
    const budget = r.name === "landing-page" ? budgets.landingFirstLoadKb : budgets.routeFirstLoadKb;
    const withWords = `${(r.kb + r.wordsKb).toFixed(1)} ${r.wordsLocale}`;
    console.log(
      `${r.name.padEnd(28)} ${r.kb.toFixed(1).padStart(7)} ${String(r.files).padStart(5)}  ${r.wordsKb.toFixed(1).padStart(5)} ${withWords.padStart(7 + 1 + 5)}  ${r.words.filter((ns) => !shell.has(ns)).join(" ")}${r.kb > budget ? `  OVER ${budget}` : ""}`,
    );
  }
  console.log(`${"all JS (except locales, emoji)".padEnd(28)} ${allJsKb.toFixed(1).padStart(7)}${allJsKb > budgets.allJsKb ? `  OVER ${budgets.allJsKb}` : ""}`);
  console.log("signed-in routes include the signed-in frame; words: another language's words the route fetches (the heaviest language for it), + words: the first load in it");
}
