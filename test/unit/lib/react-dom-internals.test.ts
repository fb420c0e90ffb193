// build.mjs maps the "react-dom" package onto src/lib/react-dom-internals.cjs: react-dom/client reads only its
// internals from it. These checks fail when React's internals change shape or when the app starts to use an export
// of the package the stand-in does not have.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const require = createRequire(import.meta.url);
// The package's files themselves: its exports map offers only its entries.
const reactDom = (file: string) => resolve("node_modules/react-dom/cjs", file);
const KEY = "__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE";
type Internals = { d: Record<string, unknown>; p: unknown; findDOMNode: unknown };

test("the stand-in has the internals react-dom/client reads, in the shape of the installed React DOM's", () => {
  const real = require(reactDom("react-dom.production.js"))[KEY] as Internals;
  const own = require("../../../src/lib/react-dom-internals.cjs")[KEY] as Internals;
  assert.deepEqual(Object.keys(own).sort(), Object.keys(real).sort());
  assert.deepEqual(Object.keys(own.d).sort(), Object.keys(real.d).sort());
  for (const [name, fn] of Object.entries(own.d)) assert.equal(typeof fn, "function", `d.${name}`);
  assert.equal(own.p, real.p);
  assert.equal(own.findDOMNode, real.findDOMNode);
  // react-dom/client names the package by this one export only.
  const client = readFileSync(reactDom("react-dom-client.production.js"), "utf8");
  assert.deepEqual([...new Set(client.match(/ReactDOM\.\w+/g))], [`ReactDOM.${KEY}`]);
});

test("no module of the app imports the react-dom package itself (only react-dom/client)", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
  const importing = files("src").filter((f) => /from\s+["']react-dom["']|import\(\s*["']react-dom["']\s*\)/.test(readFileSync(f, "utf8")));
  assert.deepEqual(importing, []);
});
