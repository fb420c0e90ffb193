// `npm start`: builds the client when dist/ is missing or older than its sources (src/, locales/, static/,
// build.mjs, package-lock.json), then serves it together with the demo instance on http://127.0.0.1:${PORT || 8080}. With MITRA_URL=https://an.instance it serves the client
// and proxies /api, /oauth, /media, /feeds and /.well-known to that instance instead.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** The newest modification time of a file or of any file below a folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const dist = resolve("dist");
const built = existsSync(resolve(dist, "index.html")) ? statSync(resolve(dist, "index.html")).mtimeMs : 0;
const sources = Math.max(...["src", "locales", "static", "build.mjs", "package-lock.json"].map((p) => newest(resolve(p))));
// A stale client is never served silently: any source newer than the last build rebuilds it.
if (built < sources) {
  console.log(built ? "the sources changed since the last build: building the client (node build.mjs)…" : "dist/ is missing: building the client (node build.mjs)…");
  const build = spawnSync(process.execPath, ["build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error("build failed");
    process.exit(build.status ?? 1);
  }
}

// Lets Node run the TypeScript sources of the demo directly.
await import("./ts-loader.mjs");

if (process.env.MITRA_URL) {
  const { startProxy } = await import("./demo/proxy.ts");
  const proxy = await startProxy({
    target: process.env.MITRA_URL,
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? "127.0.0.1",
    staticDir: dist,
  });
  console.log(`Mitra client at ${proxy.url}, proxying the API to ${process.env.MITRA_URL}`);
} else {
  process.env.MITRA_DEMO_STATIC ??= dist;
  await import("./demo/main.ts");
}
