import { readFile, stat } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { transform } from "esbuild";

const candidates = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function resolve(specifier, context, next) {
  if ((specifier.startsWith(".") || specifier.startsWith("/")) && context.parentURL?.startsWith("file:")) {
    const target = new URL(specifier, context.parentURL);
    const base = fileURLToPath(target);
    for (const suffix of candidates) {
      // The query survives, so a test can import a fresh instance of a module.
      if (await isFile(base + suffix)) return { url: pathToFileURL(base + suffix).href + target.search, shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.endsWith(".css")) return { format: "module", source: "export default {};", shortCircuit: true };
  if (/\.(svg|png|woff2)$/.test(url)) {
    return { format: "module", source: `export default ${JSON.stringify(url)};`, shortCircuit: true };
  }
  const path = url.split("?")[0];
  if (/\.(ts|tsx)$/.test(path)) {
    const source = await readFile(fileURLToPath(path), "utf8");
    const { code } = await transform(source, {
      loader: path.endsWith(".tsx") ? "tsx" : "ts",
      format: "esm",
      jsx: "automatic",
      sourcemap: "inline",
      sourcefile: fileURLToPath(path),
      target: "node20",
    });
    return { format: "module", source: code, shortCircuit: true };
  }
  return next(url, context);
}
