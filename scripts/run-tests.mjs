// Runs every *.test.ts / *.test.tsx under the given folders with node:test and our TS loader.
// Usage: node scripts/run-tests.mjs test/unit [more folders or files] [-- extra node args]
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const args = process.argv.slice(2);
const split = args.indexOf("--");
const targets = split === -1 ? args : args.slice(0, split);
const extra = split === -1 ? [] : args.slice(split + 1);

function collect(path, out) {
  if (statSync(path).isFile()) {
    out.push(path);
    return out;
  }
  for (const name of readdirSync(path).sort()) {
    const child = join(path, name);
    if (statSync(child).isDirectory()) collect(child, out);
    else if (/\.test\.tsx?$/.test(name)) out.push(child);
  }
  return out;
}

const files = targets.flatMap((t) => collect(t, []));
// Unit tests get every English namespace registered, as the app's entry point would.
const setup = targets.some((t) => t.startsWith("test/unit")) ? ["--import", "./test/unit/setup.ts"] : [];
if (files.length === 0) {
  console.error("no test files found in", targets.join(", "));
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ["--import", "./scripts/ts-loader.mjs", ...setup, "--test", "--test-reporter=spec", ...extra, ...files],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
