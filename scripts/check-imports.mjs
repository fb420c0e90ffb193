// Enforces the direction of imports between layers (docs/ARCHITECTURE.md):
// lib → api → state → ui → entities → features → app/routes. A feature never imports another feature.
// src/paths.ts (link builders, no imports) and src/access.ts (route access rules) may be used from entities on;
// src/routes.ts imports every view, so only the app may import it (otherwise entities → routes → features loops).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const ORDER = ["lib", "api", "state", "ui", "entities", "features", "app"];
// ui has no domain knowledge: it may use lib only.
const ALLOWED = {
  lib: ["lib"],
  api: ["lib", "api"],
  state: ["lib", "api", "state"],
  ui: ["lib", "ui"],
  entities: ["lib", "api", "state", "ui", "entities", "paths", "access"],
  features: ["lib", "api", "state", "ui", "entities", "features", "paths", "access"],
  app: ORDER.concat("routes", "paths", "access"),
  routes: ORDER.concat("access"),
  paths: ["api"],
  access: ["lib", "api", "state"],
  main: ORDER.concat("routes", "paths", "access", "styles"),
};

function files(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

function layerOf(path) {
  const rel = relative("src", path).split(/[\\/]/);
  if (rel[0] === "routes.ts") return { layer: "routes" };
  if (rel[0] === "paths.ts") return { layer: "paths" };
  if (rel[0] === "access.ts") return { layer: "access" };
  if (rel[0] === "main.tsx") return { layer: "main" };
  if (rel.length === 1) return { layer: "root" };
  return { layer: rel[0], feature: rel[0] === "features" ? rel[1] : undefined };
}

const problems = [];
for (const file of files("src")) {
  const from = layerOf(file);
  if (!ALLOWED[from.layer]) continue;
  const source = readFileSync(file, "utf8");
  for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)) {
    const target = normalize(join(dirname(file), spec));
    if (!target.startsWith("src")) continue; // locales/, outside the layered tree
    const to = layerOf(target.endsWith(".ts") || target.endsWith(".tsx") ? target : `${target}.ts`);
    if (to.layer === "root" || to.layer === "styles") continue;
    if (!ALLOWED[from.layer].includes(to.layer)) problems.push(`${file}: ${from.layer} may not import ${to.layer} (${spec})`);
    else if (from.feature && to.feature && from.feature !== to.feature)
      problems.push(`${file}: feature "${from.feature}" may not import feature "${to.feature}" (${spec})`);
  }
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("import direction: ok");
