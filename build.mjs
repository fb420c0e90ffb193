// The one build: esbuild bundles src/main.tsx into hashed ESM chunks with CSS, copies static/, and writes
// dist/index.html with the entry's script and stylesheet (no inline script, so a strict CSP works).
import * as esbuild from "esbuild";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
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
  sourcemap: "linked",
  metafile: true,
  legalComments: "linked",
  jsx: "automatic",
  loader: { ".png": "file", ".svg": "file", ".woff2": "file" },
  define: {
    "process.env.NODE_ENV": '"production"',
    __APP_VERSION__: JSON.stringify(pkg.version),
    __API_URL__: JSON.stringify(process.env.MITRA_API_URL ?? ""),
  },
  logLevel: "warning",
};

/**
 * esbuild gives each lazily loaded view its own CSS file but does not load it; the router does, from this map of
 * route name (from src/routes.ts) to stylesheet URL, which index.html carries as JSON data.
 */
function viewCss(metafile, url) {
  const map = {};
  const routes = readFileSync("src/routes.ts", "utf8");
  for (const [, name, module] of routes.matchAll(/name: "([^"]+)",.*?import\("\.\/([^"]+)"\)/g)) {
    const output = Object.values(metafile.outputs).find((o) => o.entryPoint === `src/${module}.tsx` || o.entryPoint === `src/${module}.ts`);
    if (output?.cssBundle) map[name] = url(output.cssBundle);
  }
  return map;
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
  const template = readFileSync("static/index.html", "utf8");
  const html = template
    .replace("<!--styles-->", css ? `<link rel="stylesheet" href="${url(css)}">` : "")
    .replace("<!--view-css-->", `<script type="application/json" id="view-css">${JSON.stringify(viewCss(metafile, url))}</script>`)
    .replace("<!--scripts-->", [...preloads, `<script type="module" src="${url(entryJs)}"></script>`].join("\n    "));
  writeFileSync(`${outdir}/index.html`, html);
}

export async function build() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  cpSync("static", outdir, { recursive: true, filter: (src) => basename(src) !== "index.html" });
  const result = await esbuild.build(buildOptions);
  writeFileSync(`${outdir}/meta.json`, JSON.stringify(result.metafile));
  writeIndex(result.metafile);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (watch) {
    const ctx = await esbuild.context({
      ...buildOptions,
      plugins: [{ name: "index", setup: (b) => b.onEnd((r) => r.metafile && writeIndex(r.metafile)) }],
    });
    await build();
    await ctx.watch();
    console.log("watching src/ for changes");
  } else {
    await build();
    console.log(`built ${outdir}/`);
  }
}
