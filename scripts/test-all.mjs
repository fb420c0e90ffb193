// `npm test`: type check, lint, unit tests, build, size budgets, end-to-end tests. Stops at the first failing step
// and always ends with a summary: each step's result, the tests that passed only when run again, and the browser.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const steps = [
  ["type check", "npx", ["tsc", "-p", "."]],
  ["lint (React hooks)", "npx", ["eslint", "src"]],
  ["import direction", "node", ["scripts/check-imports.mjs"]],
  ["namespace imports", "node", ["scripts/check-i18n-imports.mjs"]],
  // Each unit test file is a node process of its own, most of whose time is starting: two at a time keep both cores
  // busy (no file listens on a fixed port or writes outside a temporary folder of its own).
  ["unit tests", "node", ["scripts/run-tests.mjs", "test/unit", "--", "--test-concurrency=2"]],
  ["build", "node", ["build.mjs"]],
  ["size budgets", "node", ["scripts/run-tests.mjs", "test/size"]],
  // Node 20 applies --test-timeout to each test file as a whole (and to each suite), not only to each test: the
  // limit must hold the longest file (i18n, axe: 2-3 minutes here). Playwright's own 30 s action timeouts catch a
  // stuck step long before it.
  ["end-to-end tests", "node", ["scripts/run-tests.mjs", "--retry", "test/e2e", "--", "--test-concurrency=2", "--test-timeout=600000"]],
];

const summaryDir = mkdtempSync(join(tmpdir(), "mitra-summary-"));
const results = [];
let exitCode = 0;
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, MITRA_TEST_SUMMARY_DIR: summaryDir } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  results.push(`${ok ? "ok    " : "FAILED"} ${name} (${seconds} s)`);
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${seconds} s`);
  if (!ok) {
    exitCode = result.status ?? 1;
    break;
  }
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
