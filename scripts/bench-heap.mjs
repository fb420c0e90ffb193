// What the JS heap of the thread figure (bench/README.md, "Opening and closing 50 threads") is made of: the same
// walk (alice opens 50 threads from home and goes back each time), with a heap snapshot after visits 1, 25 and 50
// taken after two garbage collections, summed by kind of object. It tells compiled code (V8's optimising tiers
// filling in as the same functions run again: "code") from what the app keeps ("data"), and lists the constructors
// that grew most. `--no-jit` runs Chromium with V8's compiling tiers off, so only bytecode and data remain.
//
//   node scripts/bench-heap.mjs [--no-build] [--no-jit] [--top=20]
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, demoPassword, homePostIds, resetDemo, snapshotDist, startDemo, tokenFor } from "./bench-env.mjs";
import { CHROMIUM_ARGS, heapAfterGc, heapSnapshotSummary, openPage, waitWatch } from "./bench-page.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const top = Number(process.argv.find((a) => a.startsWith("--top="))?.slice(6) ?? 20);
const VISITS = 50;
const SNAPSHOTS = new Map([[1, "visit 1"], [25, "visit 25"], [50, "visit 50"]]);

async function main() {
  if (!args.has("--no-build")) build(root);
  const dist = snapshotDist(root);
  const demo = await startDemo(root, dist.dir);
  const { chromium } = await import("playwright-core");
  const jsFlags = args.has("--no-jit") ? ["--js-flags=--no-opt --no-maglev --no-sparkplug"] : [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...CHROMIUM_ARGS, ...jsFlags] });
  const taken = [];
  try {
    await resetDemo(demo.url);
    const token = await tokenFor(demo.url, "alice", demoPassword(root, "alice"));
    const ids = (await homePostIds(demo.url, token, VISITS)).map((p) => p.id);
    const p = await openPage(browser, demo.url, { token, throttle: false });
    await p.page.goto("/home", { waitUntil: "load" });
    await p.page.evaluate(() => window.__bench.watch("home", () => window.__bench.articles().length > 0));
    if ((await waitWatch(p.page, "home", 20000)) === null) throw new Error("home showed no post");
    for (let i = 1; i <= Math.min(VISITS, ids.length); i++) {
      const path = `/post/${encodeURIComponent(ids[i - 1])}`;
      await p.page.evaluate((target) => {
        const B = window.__bench;
        B.watch("thread", () => location.pathname === target && B.main().querySelector("article") && !B.main().querySelector('[aria-busy="true"], .page-loading'));
        history.pushState(null, "", target);
      }, path);
      await waitWatch(p.page, "thread", 10000);
      await p.page.evaluate(() => {
        const B = window.__bench;
        B.watch("back", () => location.pathname === "/home" && B.articles().length > 0);
        history.back();
      });
      if ((await waitWatch(p.page, "back", 10000)) === null) throw new Error(`home did not come back after thread ${i}`);
      if (!SNAPSHOTS.has(i)) continue;
      const heap = await heapAfterGc(p.cdp);
      taken.push({ label: SNAPSHOTS.get(i), heap, ...(await heapSnapshotSummary(p.cdp)) });
    }
    await p.close();
  } finally {
    await browser.close().catch(() => {});
    await demo.stop();
    dist.remove();
  }
  const kB = (bytes) => (bytes / 1000).toFixed(1).padStart(9);
  const first = taken[0];
  const last = taken.at(-1);
  console.log(`JS heap after GC (MB): ${taken.map((t) => `${t.label} ${t.heap.usedMb.toFixed(3)}`).join(", ")}; growth ${(((last.heap.usedMb - first.heap.usedMb) / first.heap.usedMb) * 100).toFixed(1)} %${jsFlags.length ? " (no JIT)" : ""}`);
  console.log(`DOM nodes: ${taken.map((t) => t.heap.domNodes).join(" → ")}; listeners: ${taken.map((t) => t.heap.listeners).join(" → ")}\n`);
  console.log(`snapshot kB by kind${" ".repeat(14)}${taken.map((t) => t.label.padStart(9)).join(" ")}   growth`);
  for (const kind of [...first.kinds.keys()].sort()) {
    console.log(`  ${kind.padEnd(30)} ${taken.map((t) => kB(t.kinds.get(kind) ?? 0)).join(" ")} ${kB((last.kinds.get(kind) ?? 0) - (first.kinds.get(kind) ?? 0))}`);
  }
  const grown = [...new Set([...first.byName.keys(), ...last.byName.keys()])]
    .map((key) => [key, (last.byName.get(key) ?? 0) - (first.byName.get(key) ?? 0)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  console.log(`\nobjects that grew most, ${first.label} → ${last.label} (kB)`);
  for (const [key, bytes] of grown) console.log(`  ${kB(bytes)}  ${key}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
