// build.mjs loads React's, React DOM's client's and the scheduler's production modules through scripts/react-unused.mjs: the exports
// nothing can read become locals terser drops (Children and its key escaping, cache, createRef, the hooks the app
// does not call, hydrateRoot), and React DOM's marker errors are made without a stack.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import {
  MARKER_ERRORS,
  markersWithoutStacks,
  reactEsmNames,
  SCHEDULER_USED_BY_APP,
  schedulerNames,
  unreadAssignments,
  unusedExports,
  USED_OF_REACT_DOM_CLIENT,
  withoutUnusedExports,
} from "../../../scripts/react-unused.mjs";

const REACT = resolve("node_modules/react/cjs/react.production.js");
const CLIENT = resolve("node_modules/react-dom/cjs/react-dom-client.production.js");
const exportsOf = (text: string): Record<string, unknown> => {
  const module = { exports: {} as Record<string, unknown> };
  new Function("exports", "module", "require", text)(module.exports, module, createRequire(REACT));
  return module.exports;
};

/** Every .ts and .tsx file under `dir`. */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

test("React keeps what src/lib/react-esm.ts and React DOM's client read, and loses the rest", () => {
  const names = reactEsmNames();
  assert.ok(names.includes("useState") && names.includes("lazy") && names.includes("use"), "the list is read");
  const trimmed = exportsOf(withoutUnusedExports(REACT));
  const whole = exportsOf(readFileSync(REACT, "utf8"));
  for (const name of [...names, "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE", "version"]) {
    assert.ok(name in trimmed, `${name} is kept`);
    assert.equal(typeof trimmed[name], typeof whole[name], name);
  }
  for (const name of ["Children", "cache", "createRef", "PureComponent", "useTransition"]) assert.ok(!(name in trimmed), `${name} is left out`);
});

test("React DOM's client keeps createRoot alone, and the app takes nothing else from it", () => {
  const text = withoutUnusedExports(CLIENT);
  assert.match(text, /^exports\.createRoot =/m);
  assert.doesNotMatch(text, /^exports\.hydrateRoot =/m);
  // Nor what only the react-dom package's flushSync, preload…, findDOMNode and a hydration root read.
  assert.doesNotMatch(text, /ReactDOMSharedInternals\.(d|findDOMNode) =|\.unstable_scheduleHydration =/);
  assert.match(text, /var unused_0 = \{\n  f: flushSyncWork,/, "the dispatcher is a local nothing reads");
  const imports = files("src").flatMap((f) => [...readFileSync(f, "utf8").matchAll(/import \{([^}]*)\} from "react-dom\/client"/g)].map((m) => m[1]!.trim()));
  assert.deepEqual([...new Set(imports)], USED_OF_REACT_DOM_CLIENT);
});

test("the scheduler keeps what React DOM's client reads of it and the one name src/ imports", () => {
  const path = resolve("node_modules/scheduler/cjs/scheduler.production.js");
  const kept = [...withoutUnusedExports(path).matchAll(/^exports\.(\w+) =/gm)].map((m) => m[1]);
  const whole = [...readFileSync(path, "utf8").matchAll(/^exports\.(\w+) =/gm)].map((m) => m[1]);
  assert.ok(schedulerNames().includes("unstable_scheduleCallback"), "the client's names are read");
  assert.deepEqual(kept, whole.filter((n) => schedulerNames().includes(n) || SCHEDULER_USED_BY_APP.includes(n)));
  const imports = files("src").flatMap((f) => [...readFileSync(f, "utf8").matchAll(/import \{([^}]*)\} from "scheduler"/g)].map((m) => m[1]!.trim()));
  assert.deepEqual([...new Set(imports)], SCHEDULER_USED_BY_APP, "src/ imports only that from the scheduler");
  assert.ok(!kept.includes("unstable_wrapCallback") && kept.includes("unstable_shouldYield"));
});

test("a name the module does not export stops the build rather than giving undefined at run time", () => {
  assert.throws(() => unusedExports("exports.useState = 1;\n", ["useState", "useMadeUp"]), /useMadeUp/);
  assert.throws(() => reactEsmNames("export default React;"), /react-esm/);
  assert.throws(() => unreadAssignments("a.b = 1;\n", ["a.c ="]), /a\.c =/, "a statement no longer there");
  assert.equal(unreadAssignments("a.b = 1;\n", ["a.b ="]), "var unused_0 = 1;\n");
  assert.doesNotThrow(() => unusedExports("exports.a = 1;\n", ["a", "b"], false), "unless asked not to (the scheduler)");
});

test("React DOM's marker errors are made without a stack, and stay Errors with their messages", () => {
  const whole = readFileSync(CLIENT, "utf8");
  const text = withoutUnusedExports(CLIENT);
  for (const code of MARKER_ERRORS) {
    assert.match(whole, new RegExp(`= Error\\(formatProdErrorMessage\\(${code}\\)\\)`), `React DOM makes marker ${code} with Error()`);
    assert.doesNotMatch(text, new RegExp(`= Error\\(formatProdErrorMessage\\(${code}\\)\\)`), `marker ${code} is not`);
  }
  // The five markers as the module makes them, with the module's own formatProdErrorMessage.
  const names = "SuspenseException, SuspenseyCommitException, SuspenseActionException, HydrationMismatchException, SelectiveHydrationException";
  const made = new Function("exports", "module", "require", `${text}; return [${names}];`);
  const markers = made({}, { exports: {} }, createRequire(CLIENT)) as Error[];
  for (const marker of markers) {
    assert.ok(marker instanceof Error, "still an Error");
    assert.match(marker.message, /^Minified React error #\d+/);
    assert.ok(!Object.prototype.hasOwnProperty.call(marker, "stack"), "no stack recorded");
    assert.equal(String(marker).split(":")[0], "Error");
  }
  assert.equal(new Set(markers).size, 5);
  assert.throws(() => markersWithoutStacks("var a = Error(formatProdErrorMessage(460));"), /519/, "a marker no longer there stops the build");
});
