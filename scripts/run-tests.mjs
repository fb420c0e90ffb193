// Runs every *.test.ts / *.test.tsx under the given folders with node:test and our TS loader.
// Usage: node scripts/run-tests.mjs [--retry] test/unit [more folders or files] [-- extra node args]
// --retry: files with a failing test run once more on their own; the run passes only if they all pass then.
// Used for the browser tests, where a loaded CI machine can starve one step of a long journey.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

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

const collected = targets.flatMap((t) => collect(t, []));
// Unit tests get every English namespace registered, as the app's entry point would.
const unit = targets.some((t) => t.startsWith("test/unit"));
const setup = unit ? ["--import", "./test/unit/setup.ts"] : [];
if (collected.length === 0) {
  console.error("no test files found in", targets.join(", "));
  process.exit(1);
}
const head = (file) => readFileSync(file, "utf8").split("\n").slice(0, 10).join("\n");

/**
 * Unit test files that leave the process's globals alone share one node process: most of a file's time in a process
 * of its own is node starting and loading the same modules again (96 such files: 72 s on two cores in processes of
 * their own, 22 s in one). Each is imported inside a suite of its own name, so its hooks and tests stay its own. A
 * file shares unless its text sets up a DOM, patches a global or mocks (installDom, installJsdom, globalThis, window,
 * mock., process.env), or its first lines say `// own-process: <why>`. jsdom's files in particular: besides setting
 * the DOM globals, two of them importing jsdom at once in one process met a race in Node 20's require() of an ES
 * module (jsdom requires parse5, an ES module): "Cannot read properties of undefined (reading 'getStatus')".
 */
const OWN_PROCESS = /installDom|installJsdom|globalThis|GlobalRegistrator|\bwindow\b|\bmock\.|process\.env/;
const shares = (file) => unit && !/^\/\/ own-process: /m.test(head(file)) && !OWN_PROCESS.test(readFileSync(file, "utf8"));
const shared = collected.filter(shares);
const files = collected.filter((f) => !shares(f));
if (shared.length > 1) {
  const entryDir = mkdtempSync(join(tmpdir(), "mitra-unit-"));
  process.on("exit", () => rmSync(entryDir, { recursive: true, force: true }));
  const entry = join(entryDir, "shared-process.test.mjs");
  const lines = shared.map((f) => `describe(${JSON.stringify(f)}, async () => { await import(${JSON.stringify(pathToFileURL(resolve(f)).href)}); });`);
  writeFileSync(entry, `import { describe } from "node:test";\n${lines.join("\n")}\n`);
  files.unshift(entry);
} else {
  files.unshift(...shared);
}
// A file whose first lines say `// run-alone: <why>` runs after the others, by itself: its measurements (long tasks
// on a throttled CPU) are about this client, not about another test's browser sharing the two cores.
const alone = (file) => /^\/\/ run-alone: /m.test(head(file));
// Longest first. node --test starts its files in the order of their paths, so with two workers a long file whose
// name sorts late (phone-layout, i18n) started near the end and ran on alone while the other worker sat idle. A file
// whose first lines say `// test-seconds: <n>` (about how long it took in CI, printed after each file below) is
// started before the files that say less or nothing; with more than one worker these runs start each file
// themselves, as node --test would, in that order (the longest-processing-time-first rule).
const seconds = (file) => Number(/^\/\/ test-seconds: (\d+)/m.exec(head(file))?.[1] ?? 0);
const workers = Number(extra.findLast((a) => a.startsWith("--test-concurrency="))?.split("=")[1] ?? 1);

async function run(list, failuresFile) {
  const together = list.filter((f) => !alone(f));
  const apart = list.filter(alone);
  if (apart.length === 0 || together.length === 0) return runOnce(list, failuresFile, apart.length > 0);
  const failuresApart = failuresFile && `${failuresFile}.apart`;
  const status = Math.max(await runOnce(together, failuresFile, false), await runOnce(apart, failuresApart, true));
  if (failuresFile) {
    let text = "";
    for (const f of [failuresFile, failuresApart]) {
      try {
        text += readFileSync(f, "utf8");
      } catch {
        // No failures written by that run.
      }
    }
    writeFileSync(failuresFile, text);
  }
  return status;
}

const nodeArgs = (failuresFile, nodeExtra) => [
  "--import", "./scripts/ts-loader.mjs", ...setup, "--test",
  ...(failuresFile
    ? ["--test-reporter=spec", "--test-reporter-destination=stdout",
       "--test-reporter=./scripts/failed-tests-reporter.mjs", `--test-reporter-destination=${failuresFile}`]
    : ["--test-reporter=spec"]),
  ...nodeExtra,
];
const oneWorker = extra.filter((a) => !a.startsWith("--test-concurrency")).concat("--test-concurrency=1");

async function runOnce(list, failuresFile, oneAtATime) {
  if (!oneAtATime && workers > 1 && list.some((f) => seconds(f) > 0)) return runLongestFirst(list, failuresFile);
  const result = spawnSync(process.execPath, [...nodeArgs(failuresFile, oneAtATime ? oneWorker : extra), ...list], { stdio: "inherit" });
  return result.status ?? 1;
}

/**
 * Runs the files `workers` at a time, longest first, each in a node --test of its own. A file's report is printed
 * whole when it ends, after a line (■) with its name and time, so two files' reports do not interleave.
 */
async function runLongestFirst(list, failuresFile) {
  const queue = [...list].sort((a, b) => seconds(b) - seconds(a)); // stable: the others keep their path order
  const started = Date.now();
  const parts = [];
  let status = 0;
  const failed = [];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const part = failuresFile && `${failuresFile}.${parts.length}`;
      if (part) parts.push(part);
      const since = Date.now();
      const child = spawn(process.execPath, [...nodeArgs(part, oneWorker), file], { stdio: ["ignore", "pipe", "pipe"] });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      const code = await new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
      const took = ((Date.now() - since) / 1000).toFixed(0);
      process.stdout.write(`\n■ ${file}: ${code === 0 ? "passed" : "FAILED"} in ${took} s\n`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) failed.push(file);
      status = Math.max(status, code);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, list.length) }, worker));
  const took = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n■ ${list.length} files, ${workers} at a time, in ${took} s${failed.length ? `; failed: ${failed.join(", ")}` : ""}`);
  if (failuresFile) writeFileSync(failuresFile, parts.map((p) => (existsSync(p) ? readFileSync(p, "utf8") : "")).join(""));
  return status;
}

if (!retry) process.exit(await run(files));

/** Failing tests as written by the reporter: one {file, name} per line. */
function readFailures(path) {
  try {
    return readFileSync(path, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));
  } catch {
    return null; // No file: the runner itself failed before reporting.
  }
}

/** Adds the tests that passed only on the second run to the summary that `npm test` prints at its end. */
function recordRetried(tests) {
  const summaryDir = process.env.MITRA_TEST_SUMMARY_DIR;
  if (!summaryDir) return;
  const path = join(summaryDir, "retried.json");
  let previous = [];
  try {
    previous = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    // First record.
  }
  writeFileSync(path, JSON.stringify([...previous, ...tests], null, 2));
}

const dir = mkdtempSync(join(tmpdir(), "mitra-tests-"));
const firstFile = join(dir, "first.txt");
const status = await run(files, firstFile);
const first = readFailures(firstFile);
if (status === 0) {
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
const known = new Set(files.map((f) => resolve(f)));
const failedFiles = [...new Set((first ?? []).map((t) => t.file))];
if (failedFiles.length === 0 || failedFiles.some((f) => !known.has(resolve(f)))) process.exit(status);
console.log(`\n=== running ${failedFiles.length} file(s) with a failure once more: ${failedFiles.join(", ")}`);
const secondFile = join(dir, "second.txt");
const second = await run(failedFiles.map((f) => resolve(f)), secondFile);
const stillFailing = new Set((readFailures(secondFile) ?? []).map((t) => `${t.file}\0${t.name}`));
const passedOnRetry = (first ?? []).filter((t) => !stillFailing.has(`${t.file}\0${t.name}`));
rmSync(dir, { recursive: true, force: true });
if (second === 0 && passedOnRetry.length > 0) {
  recordRetried(passedOnRetry);
  console.log("=== these tests failed, then passed on the second run (a flake to fix, not to ignore):");
  for (const t of passedOnRetry) console.log(`    ${t.file}: ${t.name}`);
}
process.exit(second);
