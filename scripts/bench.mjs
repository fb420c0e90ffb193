// `npm run bench`: builds, serves the client from the demo instance (large seed, test mode), drives Chromium with a
// 4x CPU slowdown on a phone-sized viewport, prints every figure against scripts/budgets.json and writes
// bench/results.json. bench/README.md explains each figure. Exit status: 0 whenever it could measure (a missed
// budget is printed, not failed); 1 when it could not (build, demo instance or browser failed, or nothing measured).
//
//   node scripts/bench.mjs [--runs=2] [--no-build] [--only=bytes,landing,feed,threads] [--out=bench/results.json]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";

import { build, demoPassword, Fatal, homePostIds, machine, resetDemo, snapshotDist, startDemo, tokenFor, writeReactFloor } from "./bench-env.mjs";
import { measureFeed } from "./bench-feed.mjs";
import { measureBytes, measureFloor, measureLanding, measureThreads } from "./bench-measure.mjs";
import { CHROMIUM_ARGS, CPU_SLOWDOWN, SLOW_NETWORK, VIEWPORT } from "./bench-page.mjs";
import { printHeaviest, printTable, summarise } from "./bench-report.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? true];
  }),
);
const RUNS = Math.max(1, Number(args.runs ?? 2));
const ONLY = new Set(String(args.only ?? "bytes,landing,feed,threads,floor").split(","));
const OUT = resolve(String(args.out ?? "bench/results.json"));
const USER = "alice";
const started = Date.now();
// Leaves room to print and clean up within 10 minutes; loops stop early (with a note) past this.
const deadline = started + Number(args["time-limit"] ?? 540) * 1000;

const log = (...a) => console.log(...a);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const cleanups = [];

async function main() {
  const budgets = JSON.parse(readFileSync("scripts/budgets.json", "utf8"));
  if (!args["no-build"]) log(`build: node build.mjs … ${build(root).toFixed(1)} s`);
  let allJs = { value: null, note: "" };
  try {
    const { routeSizes } = await import("./size.mjs");
    allJs.value = routeSizes().allJsKb;
  } catch (error) {
    allJs.note = `size.mjs: ${error.message.split("\n")[0]}`;
  }
  const dist = snapshotDist(root);
  cleanups.push(dist.remove);
  await writeReactFloor(root, dist.dir);
  const demo = await startDemo(root, dist.dir);
  cleanups.push(demo.stop);
  log(`demo instance (large seed, test mode) at ${demo.url}`);

  const { chromium } = await import("playwright-core");
  const playwrightVersion = createRequire(import.meta.url)("playwright-core/package.json").version;
  let browser;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  } catch (error) {
    throw new Fatal(`Chromium did not start: ${error.message.split("\n")[0]}`);
  }
  cleanups.push(() => browser.close().catch(() => {}));
  const facts = machine(browser.version(), playwrightVersion);
  const loadAtStart = loadavg().map((x) => Number(x.toFixed(2)));
  log(`machine: ${facts.cpu}, ${facts.cores} cores, ${facts.memoryGb} GiB; node ${facts.node}; chromium ${facts.chromium}`);

  const password = demoPassword(root, USER);
  const runs = [];
  let bytes = null;
  for (let n = 1; n <= RUNS; n++) {
    await resetDemo(demo.url);
    const token = await tokenFor(demo.url, USER, password);
    const posts = await homePostIds(demo.url, token, 50);
    const thread = [...posts].sort((a, b) => (b.replies_count ?? 0) - (a.replies_count ?? 0))[0];
    const ctx = {
      browser,
      url: demo.url,
      token,
      username: USER,
      password,
      threadId: thread?.id ?? null,
      threadIds: posts.map((p) => p.id),
      deadline,
    };
    const run = { values: { allJs: allJs.value }, notes: { allJs: allJs.note }, failed: {}, detail: {} };
    const steps = [
      // Bytes do not vary between runs: later runs repeat the first run's figures.
      ["bytes", "first-load bytes of 6 routes", async (c) => (bytes ??= await measureBytes(c))],
      ["floor", "calibration on a bare page", measureFloor],
      ["landing", "first screens: sign-in form, home, React floor (4x CPU, then slow network)", measureLanding],
      ["feed", "sign-in, 25 pages, heap, typing", measureFeed],
      ["threads", "50 threads (leak check)", measureThreads],
    ];
    for (const [key, what, measure] of steps) {
      if (!ONLY.has(key)) {
        run.failed[key] = "skipped (--only)";
        continue;
      }
      const t = Date.now();
      try {
        const result = await measure(ctx);
        Object.assign(run.values, result.values);
        Object.assign(run.notes, result.notes);
        run.detail[key] = key === "bytes" && n > 1 ? { sameAsRun: 1 } : result.detail;
      } catch (error) {
        // One broken screen must not stop the others from being measured.
        run.failed[key] = error.message.split("\n")[0];
      }
      log(`run ${n}/${RUNS}: ${what} … ${((Date.now() - t) / 1000).toFixed(1)} s (total ${elapsed()})`);
    }
    runs.push(run);
  }
  const load = loadavg();
  facts.loadAverage = { atStart: loadAtStart, atEnd: load.map((x) => Number(x.toFixed(2))) };

  const summary = summarise(runs, budgets);
  log("");
  log(`Mitra client bench — ${new Date().toISOString()}, ${RUNS} run(s), ${VIEWPORT.width}×${VIEWPORT.height} DPR 2 touch, ${CPU_SLOWDOWN}x CPU, cache off`);
  log("");
  const misses = printTable(summary, RUNS, log);
  printHeaviest(runs, log);
  const busiest = Math.max(loadAtStart[0], facts.loadAverage.atEnd[0]);
  if (busiest > facts.cores) {
    log(`\nWARNING: the machine was busy (1-minute load average up to ${busiest.toFixed(1)} on ${facts.cores} cores): timings are`);
    log("inflated and noisy; compare them with the calibration rows, or run again on a quiet machine.");
  }
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        durationSeconds: Math.round((Date.now() - started) / 1000),
        machine: facts,
        settings: { runs: RUNS, viewport: { ...VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, cpuSlowdown: CPU_SLOWDOWN, slowNetwork: SLOW_NETWORK, cache: "disabled", seed: "large", user: USER },
        budgets,
        figures: summary,
        misses: misses.map((m) => m.id),
        runs,
      },
      null,
      2,
    ),
  );
  log(`\nwrote ${join("bench", "results.json") === OUT ? OUT : OUT} in ${elapsed()}`);
  const measured = summary.filter((s) => s.id !== "allJs" && s.median !== null).length;
  if (measured === 0) throw new Fatal("nothing could be measured in the browser (see the reasons above)");
}

async function cleanup() {
  for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch(() => {});
}

process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));
main()
  .then(cleanup)
  .then(() => process.exit(0))
  .catch(async (error) => {
    await cleanup();
    console.error(`\nbench: cannot measure: ${error instanceof Fatal ? error.message : error.stack}`);
    process.exit(1);
  });
