// CLI for the demo instance: PORT (default 8080), HOST, MITRA_DEMO_TEST=1 (test controls on),
// MITRA_DEMO_SEED=large (thousands of posts), MITRA_DEMO_STATIC=dir (serve the built client, default dist/),
// DEMO_FLAVOR=mastodon (answer like a plain Mastodon-compatible server, see flavor-mastodon.ts).
import { existsSync } from "node:fs";
import { resolve } from "node:path";

import { printBanner, printMastodonBanner, sessionTokens } from "./banner";
import { startDemo } from "./server";

const staticDir = resolve(process.env.MITRA_DEMO_STATIC ?? "dist");
const demo = await startDemo({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? "127.0.0.1",
  testMode: process.env.MITRA_DEMO_TEST === "1",
  seed: process.env.MITRA_DEMO_SEED === "large" ? "large" : "default",
  staticDir: existsSync(staticDir) ? staticDir : undefined,
  flavor: process.env.DEMO_FLAVOR === "mastodon" ? "mastodon" : "mitra",
});
if (process.env.DEMO_FLAVOR === "mastodon") printMastodonBanner(demo.url, sessionTokens(demo.state));
else printBanner(demo.url, process.env.MITRA_DEMO_TEST === "1");
const stop = () => void demo.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
