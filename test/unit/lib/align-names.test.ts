// build.mjs runs scripts/align-names.mjs after terser: a top-level binding a chunk exports or imports under another
// name takes that name where it is safe, so `export{Le as a}` becomes `export{a}`. Here: the clauses lose their
// second names, a use inside a scope with a binding of the new name (or a global of it) keeps the old one, a shorthand
// property keeps its key, names freed by another renaming are taken, a binding holding a wanted name steps aside, and
// the modules behave as before (run by Node).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { minify } from "terser";
import { alignNames } from "../../../scripts/align-names.mjs";

const dir = mkdtempSync(join(tmpdir(), "align-names-"));
test.after(() => rmSync(dir, { recursive: true, force: true }));

const emptyMap = JSON.stringify({ version: 3, sources: ["x.js"], sourcesContent: ["x"], names: [], mappings: "" });
let written = 0;
/** The module's exports, run from a file of its own (imports of "./lib.js" read `lib`). */
async function run(code: string, lib?: string): Promise<Record<string, unknown>> {
  const at = join(dir, String(++written));
  mkdirSync(at);
  if (lib) writeFileSync(join(at, "lib.js"), lib);
  writeFileSync(join(at, "mod.js"), code);
  return import(pathToFileURL(join(at, "mod.js")).href);
}

test("an exported binding takes its export name, unless a scope between a use and the top has that name", async () => {
  const code = "let x=1;function f(a){return x+a}const g=()=>x*2;export{x as a,f as b,g as c};";
  const out = await alignNames(code, emptyMap);
  assert.match(out.code, /export\{x as a,b,c\}/, out.code);
  const before = await run(code);
  const after = await run(out.code);
  assert.deepEqual([after.a, (after.b as (n: number) => number)(2), (after.c as () => number)()], [before.a, 3, 2]);
});

test("a global of the export name, or a top-level binding that keeps it, blocks the renaming", async () => {
  const out = await alignNames("let x=1;const q=()=>typeof a;export{x as a,q};", emptyMap);
  assert.match(out.code, /export\{x as a,q\}/, out.code);
  const kept = await alignNames("let x=1,y=2;export{x as y,y as z};const w=y;export{w};", emptyMap);
  assert.match(kept.code, /export\{y,z\}/, "y moves to z first, which frees y for x");
  const mod = await run(kept.code);
  assert.deepEqual([mod.y, mod.z, mod.w], [1, 2, 2]);
});

test("a binding holding a wanted name steps aside to a spare one, and two that want each other's names swap", async () => {
  const aside = await alignNames("let a=1,x=2;const f=()=>a;export{x as a,f};", emptyMap);
  assert.match(aside.code, /export\{a,f\}/, aside.code);
  const moved = await run(aside.code);
  assert.deepEqual([moved.a, (moved.f as () => number)()], [2, 1]);
  const swapped = await alignNames("let a=1,b=2;export{a as b,b as a};", emptyMap);
  assert.match(swapped.code, /export\{(a,b|b,a)\}/, swapped.code);
  const mod = await run(swapped.code);
  assert.deepEqual([mod.a, mod.b], [2, 1]);
});

test("a shorthand property keeps its key when its value is renamed", async () => {
  const code = "let x=1;const o={x};export{x as y,o};";
  const out = await alignNames(code, emptyMap);
  assert.match(out.code, /\{x:y\}/, out.code);
  assert.deepEqual((await run(out.code)).o, { x: 1 });
});

test("imports lose their local names too where that is no longer, and terser's output of two modules behaves as before", async () => {
  const lib = (await minify("let count = 40; export function next() { return ++count; } export { count };", { module: true })).code!;
  const app = (await minify('import { next as n, count as c } from "./lib.js"; export const first = n() + c; export const second = n();', { module: true })).code!;
  const out = await alignNames(app, emptyMap);
  // "count" (one use) is named once; "next" used twice would grow by more than its " as " saves.
  assert.match(out.code, /^import\{next as \w+,count\}from/, out.code);
  const before = await run(app, lib);
  const after = await run(out.code, lib);
  assert.deepEqual([after.first, after.second], [before.first, before.second]);
});

test("the source map still leads to the sources, with their text", async () => {
  const source = "const longName = 1; function user(v) { return longName + v; } export { longName as a, user as b };";
  const minified = await minify({ "src.js": source }, { module: true, sourceMap: { includeSources: true } });
  const out = await alignNames(minified.code!, minified.map as string);
  assert.ok(out.renamed > 0, out.code);
  const map = JSON.parse(out.map);
  assert.deepEqual(map.sources, ["src.js"]);
  assert.deepEqual(map.sourcesContent, [source]);
  assert.ok(map.mappings.length > 0);
});
