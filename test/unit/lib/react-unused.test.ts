// build.mjs loads React's production module through scripts/react-unused.mjs: the exports nothing can read become
// locals terser drops (Children and its key escaping, cache, createRef, the hooks the app does not call).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { reactEsmNames, unusedReactExports } from "../../../scripts/react-unused.mjs";

const REACT = resolve("node_modules/react/cjs/react.production.js");
const load = (text: string): Record<string, unknown> => {
  const module = { exports: {} as Record<string, unknown> };
  new Function("exports", "module", "require", text)(module.exports, module, createRequire(REACT));
  return module.exports;
};

test("React keeps what src/lib/react-esm.ts and React DOM's client read, and loses the rest", () => {
  const names = reactEsmNames() as string[];
  assert.ok(names.includes("useState") && names.includes("lazy") && names.includes("use"), "the list is read");
  const trimmed = load(unusedReactExports(readFileSync(REACT, "utf8")));
  const whole = load(readFileSync(REACT, "utf8"));
  for (const name of [...names, "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE", "version"]) {
    assert.ok(name in trimmed, `${name} is kept`);
    assert.equal(typeof trimmed[name], typeof whole[name], name);
  }
  for (const name of ["Children", "cache", "createRef", "PureComponent", "useTransition"]) assert.ok(!(name in trimmed), `${name} is left out`);
});

test("a name React does not export stops the build rather than giving undefined at run time", () => {
  assert.throws(() => unusedReactExports("exports.useState = 1;\n", ["useState", "useMadeUp"]), /useMadeUp/);
  assert.throws(() => reactEsmNames("export default React;"), /react-esm/);
});
