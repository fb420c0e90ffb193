// First-load gzip size of each route (HTML + the JS and CSS it needs before the view can render), read from
// esbuild's metafile. `npm run size` prints the table; test/unit/size.test.ts holds the budgets.
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";

const DIST = process.env.MITRA_OUTDIR ?? "dist";
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

export function routeSizes() {
  if (!existsSync(`${DIST}/meta.json`)) throw new Error("dist/meta.json is missing: run npm run build first");
  const meta = JSON.parse(readFileSync(`${DIST}/meta.json`, "utf8"));
  const outputs = meta.outputs;
  const byEntry = new Map(Object.entries(outputs).filter(([, o]) => o.entryPoint).map(([p, o]) => [o.entryPoint, p]));

  // Everything a chunk pulls in statically, plus its CSS.
  function closure(path, seen = new Set()) {
    if (seen.has(path)) return seen;
    seen.add(path);
    const out = outputs[path];
    if (out.cssBundle) seen.add(out.cssBundle);
    for (const imp of out.imports) if (imp.kind === "import-statement" && outputs[imp.path]) closure(imp.path, seen);
    return seen;
  }

  // Component stylesheets the closure links at run time (build.mjs: css-link).
  const cssUrls = JSON.parse(readFileSync(`${DIST}/css-manifest.json`, "utf8"));
  const withLinkedCss = (files) => {
    const css = new Set();
    for (const f of files) {
      for (const input of Object.keys(outputs[f]?.inputs ?? {})) {
        if (input.startsWith("css-link:")) css.add(`${DIST}${cssUrls[input.slice("css-link:".length)]}`);
      }
    }
    return [...files, ...css];
  };
  const shell = ["index.html", "custom.css", "config.js"].map((f) => `${DIST}/${f}`);
  const shellBytes = shell.reduce((n, f) => n + gz(f), 0);
  const mainFiles = closure(byEntry.get("src/main.tsx"));
  const routes = readFileSync("src/routes.ts", "utf8");
  const rows = [];
  for (const m of routes.matchAll(/name: "([^"]+)", path: ([^,]+), access: "[^"]+", view: \(\) => import\("\.\/([^"]+)"\)/g)) {
    const [, name, path, module] = m;
    const source = [".tsx", ".ts"].map((ext) => `src/${module}${ext}`).find((s) => byEntry.has(s));
    const files = new Set(mainFiles);
    if (source) closure(byEntry.get(source), files);
    const bytes = shellBytes + withLinkedCss([...files]).reduce((n, f) => n + gz(f), 0);
    rows.push({ name, path: path.replace(/^"|"$/g, ""), kb: bytes / 1000 });
  }
  const allJs = Object.keys(outputs)
    .filter((p) => p.endsWith(".js") && !/locales\/|emoji-data/.test(outputs[p].entryPoint ?? "") && !isLocaleChunk(outputs[p]))
    .reduce((n, p) => n + gz(p), 0);
  return { rows, allJsKb: allJs / 1000 };
}

function isLocaleChunk(output) {
  const inputs = Object.keys(output.inputs);
  return inputs.length > 0 && inputs.every((i) => i.startsWith("locales/") || i.includes("emoji-data"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const budgets = JSON.parse(readFileSync("scripts/budgets.json", "utf8")).size;
  const { rows, allJsKb } = routeSizes();
  const seen = new Set();
  console.log("route".padEnd(30), "first load (kB gzip)");
  for (const r of rows) {
    const key = `${r.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const budget = r.name === "landing-page" ? budgets.landingFirstLoadKb : budgets.routeFirstLoadKb;
    console.log(r.name.padEnd(30), r.kb.toFixed(1).padStart(7), r.kb > budget ? `  OVER ${budget}` : "");
  }
  console.log("all JS (except locales, emoji)".padEnd(30), allJsKb.toFixed(1).padStart(7), allJsKb > budgets.allJsKb ? `  OVER ${budgets.allJsKb}` : "");
}
