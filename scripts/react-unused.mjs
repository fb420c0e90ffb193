// React's package is CommonJS, so a bundle keeps every export it has: Children (with its key escaping and array
// walking), cache, createRef, PureComponent, the hooks nothing here calls… build.mjs (reactEsmPlugin) loads React's
// production build through unusedReactExports: an export that no one can read becomes a local variable, which terser
// then drops with everything only it used. Who can read one: src/ and the packages import React through
// src/lib/react-esm.ts, whose named exports esbuild checks (an import of a name it lacks fails the build), and React
// DOM's client reads the two names below from the package itself.
import { readFileSync } from "node:fs";

const READ_BY_REACT_DOM = ["__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE", "version"];

/** The names src/lib/react-esm.ts exports (`export const { a, b, … } = React;`). */
export function reactEsmNames(source = readFileSync("src/lib/react-esm.ts", "utf8")) {
  const list = /export const \{([^}]*)\} = React;/.exec(source);
  if (!list) throw new Error("build: src/lib/react-esm.ts has no `export const { … } = React;` list");
  return list[1].split(",").map((n) => n.trim()).filter(Boolean);
}

/** React's production module with every `exports.NAME =` outside `keep` turned into a local that nothing reads. */
export function unusedReactExports(text, keep = [...reactEsmNames(), ...READ_BY_REACT_DOM]) {
  const kept = new Set(keep);
  const found = new Set();
  const out = text.replace(/^exports\.(\w+) =/gm, (whole, name) => {
    found.add(name);
    return kept.has(name) ? whole : `var unused_${name} =`;
  });
  const missing = [...kept].filter((n) => !found.has(n));
  if (missing.length) throw new Error(`build: React exports no ${missing.join(", ")}`);
  return out;
}
