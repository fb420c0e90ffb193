// Runs every *.test.ts / *.test.tsx under the given folders with node:test and our TS loader.
// Usage: node scripts/run-tests.mjs [--retry] test/unit [more folders or files] [-- extra node args]
// --retry: files with a failing test run once more on their own; the run passes only if they all pass then.
// Used for the browser tests, where a loaded CI machine can starve one step of a long journey.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const retry = process.argv[2] === "--retry";
const args = process.argv.slice(retry ? 3 : 2);
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
function run(list, failuresFile) {
  const reporters = failuresFile
    ? ["--test-reporter=spec", "--test-reporter-destination=stdout",
       "--test-reporter=./scripts/failed-files-reporter.mjs", `--test-reporter-destination=${failuresFile}`]
    : ["--test-reporter=spec"];
  const result = spawnSync(
    process.execPath,
    ["--import", "./scripts/ts-loader.mjs", ...setup, "--test", ...reporters, ...extra, ...list],
    { stdio: "inherit" },
  );
  return result.status ?? 1;
}

if (!retry) process.exit(run(files));

const dir = mkdtempSync(join(tmpdir(), "mitra-tests-"));
const failuresFile = join(dir, "failed.txt");
const status = run(files, failuresFile);
let failed = [];
try {
  failed = readFileSync(failuresFile, "utf8").split("\n").filter(Boolean);
} catch {
  // No file: the runner itself failed before reporting; keep the status.
}
rmSync(dir, { recursive: true, force: true });
if (status === 0) process.exit(0);
const known = new Set(files.map((f) => resolve(f)));
if (failed.length === 0 || failed.some((f) => !known.has(resolve(f)))) process.exit(status);
console.log(`\n=== running ${failed.length} file(s) with a failure once more: ${failed.join(", ")}`);
const second = run(failed.map((f) => resolve(f)));
if (second === 0) console.log("=== they passed on the second run: the failures above were timing, not behaviour; look into them");
process.exit(second);
