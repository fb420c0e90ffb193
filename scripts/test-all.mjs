// `npm test`: type check, unit tests, build, size budgets, end-to-end tests. Stops at the first failing step.
import { spawnSync } from "node:child_process";

const steps = [
  ["type check", "npx", ["tsc", "-p", "."]],
  ["import direction", "node", ["scripts/check-imports.mjs"]],
  ["namespace imports", "node", ["scripts/check-i18n-imports.mjs"]],
  ["unit tests", "node", ["scripts/run-tests.mjs", "test/unit"]],
  ["build", "node", ["build.mjs"]],
  ["size budgets", "node", ["scripts/run-tests.mjs", "test/size"]],
  // Node 20 applies --test-timeout to each test file as a whole (and to each suite), not only to each test: the
  // limit must hold the longest file (i18n, axe: 2-3 minutes here). Playwright's own 30 s action timeouts catch a
  // stuck step long before it.
  ["end-to-end tests", "node", ["scripts/run-tests.mjs", "--retry", "test/e2e", "--", "--test-concurrency=2", "--test-timeout=600000"]],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
