// `npm test`: type check beside lint, import checks, build and size budgets; unit tests; end-to-end tests. Stops at
// the first failing step and always ends with a summary: each step's result, the tests that passed only when run
// again, and the browser.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The type check runs on one core for ~30 s: the steps beside it (lint, the import checks, the build, the size
// budgets) use the other, and the group passes when each of them passes. Their output is printed as each ends.
const beside = [
  ["lint (React hooks)", "npx", ["eslint", "src"]],
  ["import direction", "node", ["scripts/check-imports.mjs"]],
  ["namespace imports", "node", ["scripts/check-i18n-imports.mjs"]],
  ["build", "node", ["build.mjs"]],
  ["size budgets", "node", ["scripts/run-tests.mjs", "test/size"]],
];
const steps = [
  [["type check", "npx", ["tsc", "-p", "."]], beside],
  // Each unit test file is a node process of its own, most of whose time is starting: two at a time keep both cores
  // busy (no file listens on a fixed port or writes outside a temporary folder of its own).
  ["unit tests", "node", ["scripts/run-tests.mjs", "test/unit", "--", "--test-concurrency=2"]],
  // Node 20 applies --test-timeout to each test file as a whole (and to each suite), not only to each test: the
  // limit must hold the longest file (i18n, axe: 2-3 minutes here). Playwright's own 30 s action timeouts catch a
  // stuck step long before it.
  ["end-to-end tests", "node", ["scripts/run-tests.mjs", "--retry", "test/e2e", "--", "--test-concurrency=2", "--test-timeout=600000"]],
];

const summaryDir = mkdtempSync(join(tmpdir(), "mitra-summary-"));
const env = { ...process.env, MITRA_TEST_SUMMARY_DIR: summaryDir };
const results = [];
let exitCode = 0;

/** Records a step's end; false when it failed. */
function ended(name, status, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  results.push(`${ok ? "ok    " : "FAILED"} ${name} (${seconds} s)`);
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${seconds} s`);
  if (!ok && exitCode === 0) exitCode = status ?? 1;
  return ok;
}

/** Runs one step with its output on ours. */
function runStep([name, cmd, args]) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  return ended(name, result.status, started);
}

/** Runs a step with its output kept, printed whole when it ends. */
function runKept([name, cmd, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      process.stdout.write(`\n=== ${name} ===\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ended(name, status, started));
    });
  });
}

/** A step beside a list of steps run one after another, stopping at the first of the list that fails. */
async function runBeside(step, list) {
  const inOrder = async () => {
    for (const s of list) if (!(await runKept(s))) return false;
    return true;
  };
  const [one, other] = await Promise.all([runKept(step), inOrder()]);
  return one && other;
}

for (const step of steps) {
  const ok = Array.isArray(step[0]) ? await runBeside(step[0], step[1]) : runStep(step);
  if (!ok) break;
}

const read = (file) => (existsSync(join(summaryDir, file)) ? readFileSync(join(summaryDir, file), "utf8") : null);
const retried = JSON.parse(read("retried.json") ?? "[]");
console.log("\n=== summary ===");
for (const line of results) console.log(line);
console.log(`browser: ${read("browser.txt")?.trim() ?? "no end-to-end test ran"}`);
console.log(`tests that passed only when run again: ${retried.length}`);
for (const t of retried) console.log(`    ${t.file}: ${t.name}`);
rmSync(summaryDir, { recursive: true, force: true });
process.exit(exitCode);
