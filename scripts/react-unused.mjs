// React's packages are CommonJS, so a bundle keeps every export they have: React's Children (with its key escaping
// and array walking), cache, createRef, PureComponent, the hooks nothing here calls, React DOM's hydrateRoot…
// build.mjs (reactEsmPlugin) loads their production builds through withoutUnusedExports: an export no one can read
// becomes a local variable, which terser then drops with everything only it used. Who can read one: src/ and the
// packages import React through src/lib/react-esm.ts, whose named exports esbuild checks (an import of a name it
// lacks fails the build), React DOM's client reads the two names below from React itself, and src/main.tsx takes
// createRoot from React DOM's client (test/unit/lib/react-unused.test.ts checks that nothing imports more of it), which
// alone reads the scheduler (the names it reads are kept; it also asks for two the production scheduler never had).
import { readFileSync } from "node:fs";

const READ_BY_REACT_DOM = ["__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE", "version"];
export const USED_OF_REACT_DOM_CLIENT = ["createRoot"];

/** The names src/lib/react-esm.ts exports (`export const { a, b, … } = React;`). */
export function reactEsmNames(source = readFileSync("src/lib/react-esm.ts", "utf8")) {
  const list = /export const \{([^}]*)\} = React;/.exec(source);
  if (!list) throw new Error("build: src/lib/react-esm.ts has no `export const { … } = React;` list");
  return list[1].split(",").map((n) => n.trim()).filter(Boolean);
}

/**
 * A CommonJS module with every `exports.NAME =` outside `keep` turned into a local that nothing reads. A name of
 * `keep` it does not export stops the build, unless `strict` is false.
 */
export function unusedExports(text, keep, strict = true) {
  const kept = new Set(keep);
  const found = new Set();
  const out = text.replace(/^exports\.(\w+) =/gm, (whole, name) => {
    found.add(name);
    return kept.has(name) ? whole : `var unused_${name} =`;
  });
  const missing = [...kept].filter((n) => !found.has(n));
  if (strict && missing.length) throw new Error(`build: the module exports no ${missing.join(", ")}`);
  return out;
}

const CLIENT = "node_modules/react-dom/cjs/react-dom-client.production.js";
// More that React DOM's client sets up and nothing reads here: the dispatcher behind the react-dom package's
// flushSync, requestFormReset, preload, preinit, preconnect and prefetchDNS, and its findDOMNode, which only those
// exports of the package call (src/lib/react-dom-internals.cjs stands in for the package, without them); and the
// explicit hydration of a root only hydrateRoot makes.
const UNREAD_IN_CLIENT = [
  "ReactDOMSharedInternals.d = {",
  "ReactDOMSharedInternals.findDOMNode =",
  "ReactDOMHydrationRoot.prototype.unstable_scheduleHydration =",
];

/** `text` with `from` replaced by `to`; `from` must be there exactly once, or the build stops (naming `what`). */
function replaceOnce(text, from, to, what) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`build: ${what} is not in the module exactly once`);
  return parts.join(to);
}

/** `text` with each statement head of `heads` (found exactly once, or the build stops) made a local nothing reads. */
export function unreadAssignments(text, heads) {
  return heads.reduce((out, head, i) => replaceOnce(out, head, head.replace(/^\S+ =/, `var unused_${i} =`), `\`${head}\``), text);
}
/** The names React DOM's client reads of the scheduler. */
export const schedulerNames = () => [...new Set([...readFileSync(CLIENT, "utf8").matchAll(/\bScheduler\.(\w+)/g)].map((m) => m[1]))];
/** The one name src/ imports from the scheduler (src/main.tsx sets how long React's slices of rendering are). */
export const SCHEDULER_USED_BY_APP = ["unstable_forceFrameRate"];

// React DOM's client makes five errors as it loads: markers it throws and knows again by identity (a component
// waiting for data, a commit waiting for a stylesheet, an action pending, two for hydration). Made with Error(), each
// records where it was made, and once the DevTools Protocol's Runtime domain is on (the browser's developer tools,
// Playwright, Lighthouse: every lab measurement) V8 then reads React DOM's whole module and the entry again for their
// source positions, ~40 ms at 4x CPU before the first render. Made as an object of Error's prototype with the same
// message, a marker is the same object to React and still an Error with its message to anyone who meets one, without
// a stack.
export const MARKER_ERRORS = [519, 460, 474, 542, 461];

/** React DOM's client with its marker errors made without a stack (each found exactly once, or the build stops). */
export function markersWithoutStacks(text) {
  const made = (code) => `formatProdErrorMessage(${code})`;
  return MARKER_ERRORS.reduce(
    (out, code) => replaceOnce(out, `= Error(${made(code)})`, `= { __proto__: Error.prototype, message: ${made(code)} }`, `React DOM's marker error ${code}`),
    text,
  );
}

/**
 * React's, React DOM's client's or the scheduler's production module (by `path`) without the exports nothing reads;
 * React DOM's client also with its markers made without a stack.
 */
export function withoutUnusedExports(path) {
  if (/scheduler\.production\.js$/.test(path)) return unusedExports(readFileSync(path, "utf8"), [...schedulerNames(), ...SCHEDULER_USED_BY_APP], false);
  if (/react-dom-client\.production\.js$/.test(path)) {
    return markersWithoutStacks(unreadAssignments(unusedExports(readFileSync(path, "utf8"), USED_OF_REACT_DOM_CLIENT), UNREAD_IN_CLIENT));
  }
  return unusedExports(readFileSync(path, "utf8"), [...reactEsmNames(), ...READ_BY_REACT_DOM]);
}
