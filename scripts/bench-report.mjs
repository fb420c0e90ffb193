// The figures of `npm run bench`, their budgets (scripts/budgets.json), the printed table and bench/results.json.
import { median } from "./bench-measure.mjs";

/** id, label, unit, decimals, and the budget key (size.* or timing.*) when the figure has a budget. */
export function figureList() {
  let step = "";
  return [
    { section: "First load, HTML + JS + CSS, gzip -9 (kB)", step: "bytes" },
    { id: "bytes.landing", label: "landing page /", unit: "kB", digits: 1, budget: "size.landingFirstLoadKb" },
    { id: "bytes.home", label: "home /home", unit: "kB", digits: 1, budget: "size.routeFirstLoadKb" },
    { id: "bytes.thread", label: "thread /post/<id>", unit: "kB", digits: 1, budget: "size.routeFirstLoadKb" },
    { id: "bytes.profile", label: "profile /@alice", unit: "kB", digits: 1, budget: "size.routeFirstLoadKb" },
    { id: "bytes.notifications", label: "notifications", unit: "kB", digits: 1, budget: "size.routeFirstLoadKb" },
    { id: "bytes.settings", label: "settings", unit: "kB", digits: 1, budget: "size.routeFirstLoadKb" },
    { id: "allJs", label: "all JS except locales and emoji (static)", unit: "kB", digits: 1, budget: "size.allJsKb" },
    { section: "First screens, each a fresh load (4x CPU); × floor: the React floor's time of the same run = 1", step: "landing" },
    { id: "fcp", label: "first paint = boot skeleton of index.html (FCP)", unit: "ms", digits: 0, budget: "timing.firstContentfulPaintMs", ratioTo: "reactFloorFcp" },
    { id: "landingUsable", label: "sign-in field painted, takes input", unit: "ms", digits: 0, ratioTo: "reactFloorUsable", ratioBudget: "timing.landingUsableFloorRatio" },
    { id: "home20", label: "home (signed in): 20 posts painted", unit: "ms", digits: 0, budget: "timing.home20PostsMs", ratioTo: "reactFloorUsable" },
    { id: "home20Answer", label: "  of it: feed request sent → first byte", unit: "ms", digits: 0 },
    { id: "signInToPosts", label: "sign-in submit → 20 posts on home", unit: "ms", digits: 0, step: "feed" },
    { section: "First screens on a slow network (150 ms RTT, 1.6 Mbit/s down) and 4x CPU", step: "landing" },
    { id: "slow.landingUsable", label: "sign-in field painted, takes input", unit: "ms", digits: 0, ratioTo: "slow.reactFloorUsable" },
    { id: "slow.home20", label: "home (signed in): 20 posts painted", unit: "ms", digits: 0, ratioTo: "slow.reactFloorUsable" },
    { section: "Loading 25 pages of home (4x CPU)", step: "feed" },
    { id: "nextPage", label: "next page: data in → painted, median", unit: "ms", digits: 0, budget: "timing.nextPageMs" },
    { id: "nextPageP95", label: "next page: data in → painted, p95", unit: "ms", digits: 0 },
    { id: "nextPageTotal", label: "next page: action → painted, median", unit: "ms", digits: 0 },
    { id: "postsLoaded", label: "posts loaded", unit: "", digits: 0 },
    { id: "heap500", label: "JS heap after those posts (after GC)", unit: "MB", digits: 1, budget: "timing.heapAfter500PostsMb" },
    { id: "domNodes500", label: "DOM nodes after those posts", unit: "", digits: 0 },
    { section: "Typing 200 characters in the composer, posts loaded (4x CPU)", step: "feed" },
    { id: "typingMedian", label: "keydown → next paint, median", unit: "ms", digits: 1, budget: "timing.typingLatencyMedianMs" },
    { id: "typingP95", label: "keydown → next paint, p95", unit: "ms", digits: 1 },
    { id: "typingSlow", label: "keystrokes with a keydown event ≥ 16 ms", unit: "", digits: 0 },
    { section: "Opening and closing 50 threads", step: "threads" },
    { id: "threadOpen", label: "thread open → painted, median of 10 (4x)", unit: "ms", digits: 0 },
    { id: "heapThread1", label: "JS heap after the first (after GC)", unit: "MB", digits: 1 },
    { id: "heapThreadHalf", label: "JS heap after the 25th (after GC)", unit: "MB", digits: 1 },
    { id: "heapThread50", label: "JS heap after the 50th (after GC)", unit: "MB", digits: 1 },
    { id: "threadLeak", label: "whole JS heap growth, first → 50th", unit: "%", digits: 1 },
    { id: "threadLeakCode", label: "  of it: V8's code objects (snapshots)", unit: "kB", digits: 0 },
    // The budget is on what the app keeps: V8's code grows as its tiers compile functions that keep running, which
    // the app neither holds nor can free (bench/README.md, "Opening and closing 50 threads").
    { id: "threadLeakData", label: "heap growth without V8's code (snapshots)", unit: "%", digits: 1, budget: "timing.threadLeakGrowthPercent" },
    { section: "Calibration: React floor (React 19 + esbuild: heading + input), same methods", step: "landing" },
    { id: "reactFloorFcp", label: "first contentful paint (4x CPU)", unit: "ms", digits: 0 },
    { id: "reactFloorUsable", label: "field painted, takes input (4x CPU)", unit: "ms", digits: 0 },
    { id: "slow.reactFloorUsable", label: "field painted, takes input (slow network)", unit: "ms", digits: 0 },
    { section: "Calibration: a bare page (heading + textarea), same methods, 4x CPU", step: "floor" },
    { id: "floorFcp", label: "first contentful paint", unit: "ms", digits: 0 },
    { id: "floorTyping", label: "keydown → next paint, median", unit: "ms", digits: 1 },
  ].map((f) => (f.section ? (step = f.step, f) : { step: f.id === "allJs" ? "build" : step, ...f }));
}

const budgetOf = (budgets, key) => key?.split(".").reduce((o, k) => o?.[k], budgets);

/** Per figure: the value of each run, the median, its budget and whether it is met. */
export function summarise(runs, budgets) {
  return figureList()
    .filter((f) => f.id)
    .map((f) => {
      const values = runs.map((run) => run.values[f.id] ?? null);
      const failures = runs.map((run) => run.failed?.[f.step] && (run.failed[f.step].startsWith("skipped") ? run.failed[f.step] : `${f.step} step failed: ${run.failed[f.step]}`));
      const notes = [...new Set([...runs.map((run) => run.notes[f.id]), ...failures].filter(Boolean))];
      const value = median(values);
      // A ratio is taken run by run (the floor of the same run), then its median.
      const ratio = f.ratioTo ? median(runs.map((run) => (run.values[f.id] && run.values[f.ratioTo] ? run.values[f.id] / run.values[f.ratioTo] : null))) : null;
      const ratioBudget = budgetOf(budgets, f.ratioBudget) ?? null;
      const budget = budgetOf(budgets, f.budget) ?? null;
      let status = value === null ? "n/a" : budget === null ? "" : value <= budget ? "ok" : "MISS";
      if (value !== null && ratioBudget !== null) status = ratio !== null && ratio <= ratioBudget ? "ok" : "MISS";
      return { id: f.id, label: f.label, unit: f.unit, values, median: value, ratio, ratioBudget, budget, status, notes };
    });
}

const fmt = (v, digits) => (v === null || v === undefined ? "n/a" : v.toFixed(digits));

export function printTable(summary, runCount, log = console.log) {
  const byId = new Map(summary.map((s) => [s.id, s]));
  const head = ["figure".padEnd(46), ...Array.from({ length: runCount }, (_, i) => `run ${i + 1}`.padStart(9)), "median".padStart(9), "× floor".padStart(9), "budget".padStart(11), "  "].join("");
  log(head);
  log("-".repeat(head.length + 4));
  for (const f of figureList()) {
    if (f.section) {
      log(`\n${f.section}`);
      continue;
    }
    const s = byId.get(f.id);
    const unit = f.unit ? ` ${f.unit}` : "";
    const cells = [
      `  ${f.label}${unit ? ` (${f.unit})` : ""}`.padEnd(46).slice(0, 46),
      ...s.values.map((v) => fmt(v, f.digits).padStart(9)),
      fmt(s.median, f.digits).padStart(9),
      (s.ratio === null ? "" : `${s.ratio.toFixed(2)}×`).padStart(9),
      (s.ratioBudget !== null ? `≤ ${s.ratioBudget}×` : s.budget === null ? "" : `≤ ${s.budget}`).padStart(11),
      `  ${s.status}`,
    ];
    log(cells.join(""));
  }
  const misses = summary.filter((s) => s.status === "MISS");
  const missing = summary.filter((s) => s.status === "n/a");
  log("");
  if (misses.length === 0) log("Budgets: every measured figure is within its budget.");
  else {
    log(`Budgets missed (${misses.length}):`);
    for (const s of misses) {
      if (s.ratioBudget !== null) log(`  ${s.label}: ${fmt(s.ratio, 2)}× the React floor > ${s.ratioBudget}×`);
      else log(`  ${s.label}: ${fmt(s.median, 1)} ${s.unit} > ${s.budget} ${s.unit}`);
    }
  }
  if (missing.length) {
    log(`\nNot measured (${missing.length}):`);
    for (const s of missing) log(`  ${s.label}: ${s.notes.join("; ") || "no value"}`);
  }
  const noted = summary.filter((s) => s.status !== "n/a" && s.notes.length);
  if (noted.length) {
    log("\nNotes:");
    for (const s of noted) log(`  ${s.label}: ${s.notes.join("; ")}`);
  }
  return misses;
}

/** The heaviest files of the first loads (each counted once), for finding what to split. */
export function printHeaviest(runs, log = console.log, top = 8) {
  const files = new Map();
  const routes = Object.entries(runs[0]?.detail?.bytes ?? {});
  for (const [name, route] of routes) {
    for (const f of route.list ?? []) {
      if (f.type === "document") continue;
      files.set(f.url, { ...f, routes: [...(files.get(f.url)?.routes ?? []), name] });
    }
  }
  if (files.size === 0) return;
  const counts = routes.map(([name, route]) => `${name} ${route.files}`).join(", ");
  log(`\nHeaviest first-load files (gzip -9 kB, raw kB, routes that load them); files per route: ${counts}`);
  for (const f of [...files.values()].sort((a, b) => b.gz - a.gz).slice(0, top)) {
    const where = f.routes.length === routes.length ? "all routes" : f.routes.join(", ");
    log(`  ${(f.gz / 1000).toFixed(1).padStart(6)} ${(f.raw / 1000).toFixed(1).padStart(7)}  ${f.url}  (${where})`);
  }
}
