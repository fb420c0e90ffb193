// Node side of `npm run bench`: build, a private copy of dist/ (so another build during the run cannot change what
// is measured), the demo instance (large seed, test mode) as a child process, API helpers and the machine's facts.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, freemem, platform, release, tmpdir, totalmem, type } from "node:os";
import { join } from "node:path";

export class Fatal extends Error {}

export function build(root) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ["build.mjs"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Fatal(`node build.mjs failed:\n${(result.stderr || result.stdout).split("\n").slice(0, 12).join("\n")}`);
  }
  return (Date.now() - started) / 1000;
}

/**
 * The React calibration page: a minimal React 19 app (one heading, one labelled input) bundled by esbuild the way
 * the client is (ESM, minified, production React), put into the served copy of dist/ at /bench-floor/. What the
 * sign-in form costs beyond it is the client's own doing.
 */
export async function writeReactFloor(root, dir) {
  const esbuild = await import("esbuild");
  const source = `import { createRoot } from "react-dom/client";
createRoot(document.getElementById("root")).render(
  <main><h1>Floor</h1><label>Username <input name="username" autoComplete="username" /></label></main>,
);`;
  const out = join(dir, "bench-floor");
  mkdirSync(out, { recursive: true });
  await esbuild.build({
    stdin: { contents: source, loader: "jsx", resolveDir: root, sourcefile: "floor.jsx" },
    bundle: true,
    format: "esm",
    minify: true,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    outfile: join(out, "app.js"),
    logLevel: "warning",
  });
  writeFileSync(
    join(out, "index.html"),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>React floor</title><script type="module" src="/bench-floor/app.js"></script></head><body><div id="root"></div></body></html>\n',
  );
}

export function snapshotDist(root) {
  const dir = mkdtempSync(join(tmpdir(), "mitra-bench-dist-"));
  try {
    cpSync(join(root, "dist"), dir, { recursive: true });
    readFileSync(join(dir, "index.html"));
  } catch {
    rmSync(dir, { recursive: true, force: true });
    throw new Fatal("dist/index.html is missing: the build did not produce a client (run without --no-build)");
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts scripts/demo/main.ts on a free port; resolves with its address once it prints it. */
export function startDemo(root, staticDir) {
  const child = spawn(process.execPath, ["--import", "./scripts/ts-loader.mjs", "scripts/demo/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", MITRA_DEMO_SEED: "large", MITRA_DEMO_TEST: "1", MITRA_DEMO_STATIC: staticDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 3000).unref();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Fatal(`the demo instance printed no address within 60 s:\n${output.slice(-800)}`));
    }, 60000);
    const onData = (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off("data", onData);
        child.stdout.resume();
        resolve({ url: match[1], stop });
      }
    };
    child.stdout.setEncoding("utf8").on("data", onData);
    child.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Fatal(`the demo instance exited (${code}) before it printed its address:\n${output.slice(-800)}`));
    });
  });
}

export async function resetDemo(url) {
  const response = await fetch(`${url}/__test__/reset`, { method: "POST" });
  if (!response.ok) throw new Fatal(`POST /__test__/reset → ${response.status}`);
}

/** The seeded password of a demo account, read from the seed so a changed password does not break the bench. */
export function demoPassword(root, username) {
  const seed = readFileSync(join(root, "scripts/demo/seed.ts"), "utf8");
  const match = new RegExp(`username: "${username}", password: "([^"]+)"`).exec(seed);
  return match ? match[1] : `${username}-demo`;
}

export async function tokenFor(url, username, password) {
  const response = await fetch(`${url}/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ grant_type: "password", username, password }),
  });
  if (!response.ok) throw new Fatal(`sign-in as ${username} through the API failed: ${response.status}`);
  return (await response.json()).access_token;
}

/** Up to `count` distinct post ids from the user's home timeline (reposts give the reposted post). */
export async function homePostIds(url, token, count) {
  const posts = [];
  let maxId = null;
  while (posts.length < count * 2) {
    const query = new URLSearchParams({ limit: "40", ...(maxId ? { max_id: maxId } : {}) });
    const response = await fetch(`${url}/api/v1/timelines/home?${query}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) break;
    const page = await response.json();
    if (!Array.isArray(page) || page.length === 0) break;
    posts.push(...page.map((p) => p.reblog ?? p));
    maxId = page[page.length - 1].id;
  }
  const unique = [...new Map(posts.map((p) => [p.id, p])).values()];
  return unique.slice(0, count);
}

export function machine(chromiumVersion, playwrightVersion) {
  const cpuList = cpus();
  return {
    os: `${type()} ${release()} (${platform()} ${process.arch})`,
    cpu: cpuList[0]?.model?.trim() ?? "unknown",
    cores: cpuList.length,
    memoryGb: Number((totalmem() / 2 ** 30).toFixed(1)),
    freeMemoryGb: Number((freemem() / 2 ** 30).toFixed(1)),
    node: process.version,
    chromium: chromiumVersion,
    playwright: playwrightVersion,
  };
}
