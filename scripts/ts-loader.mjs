// Lets node:test run our TypeScript directly: resolves extensionless relative imports to .ts/.tsx,
// transforms TS/TSX with esbuild, and turns CSS imports into empty modules.
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
