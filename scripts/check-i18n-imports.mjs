// Every module that uses a feature's words (LL.<namespace>.…) imports src/state/ns/<namespace>, so the words
// travel in the same chunk as the code (src/state/i18n.ts). `--fix` adds the missing imports.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const CORE = new Set(["common", "errors", "shell"]);
const fix = process.argv.includes("--fix");

function files(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const problems = [];
for (const file of files("src")) {
  if (file.startsWith(join("src", "state", "ns"))) continue;
  let source = readFileSync(file, "utf8");
  const used = new Set([...source.matchAll(/\bLL\.(\w+)\b/g)].map((m) => m[1]).filter((ns) => !CORE.has(ns)));
  const missing = [...used].filter((ns) => !new RegExp(`state/ns/${ns}["']`).test(source)).sort();
  if (missing.length === 0) continue;
  if (!fix) {
    problems.push(`${file}: uses LL.${missing.join(", LL.")} without importing src/state/ns/<namespace>`);
    continue;
  }
  let rel = relative(dirname(file), join("src", "state", "ns")).split("\\").join("/");
  if (!rel.startsWith(".")) rel = `./${rel}`;
  const lines = missing.map((ns) => `import "${rel}/${ns}";`).join("\n");
  // After the last import statement (imports may span lines).
  const imports = [...source.matchAll(/^import[\s\S]*?from\s+["'][^"']+["'];?$|^import\s+["'][^"']+["'];?$/gm)];
  const at = imports.length ? imports[imports.length - 1].index + imports[imports.length - 1][0].length : 0;
  source = source.slice(0, at) + (at ? "\n" : "") + lines + (at ? "" : "\n") + source.slice(at);
  writeFileSync(file, source);
  console.log(`${file}: added ${missing.join(", ")}`);
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
if (!fix) console.log("namespace imports: ok");
