// After terser, a chunk names most of its bindings twice where chunks meet: `export{Le as a}` in the chunk that
// defines them, `import{a as e}` in every chunk that uses them. terser mangles a module's own names without knowing
// the names its exports and imports have outside, so the two rarely agree. This pass gives such a binding its outside
// name where that is safe (terser's own scope analysis: no scope between a use and the top declares that name, no
// global has it; a top-level binding holding it steps aside to a spare name when that costs less), so the clause says
// `export{a}` and `import{a}`: 0.3-0.9 kB gzip less on each route's first load (the core, people and post chunks'
// export lists are read by every page). Nothing else changes: the code is printed again from terser's tree, and the source map still
// leads to src/ through terser's map.
import { minify } from "terser";

const LIB = new URL("./lib/", import.meta.resolve("terser"));
const { parse } = await import(new URL("parse.js", LIB).href);
const { AST_Export, AST_Import, walk } = await import(new URL("ast.js", LIB).href);
// The tree's scope analysis (figure_out_scope), which terser's minify also loads: the same module, by the same path.
await import(new URL("scope.js", LIB).href);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_";

/** Names by length: one character, then two. */
function* spareNames() {
  yield* FIRST;
  for (const a of FIRST) for (const b of FIRST + "0123456789") yield a + b;
}
const RESERVED = new Set(
  ("break case catch class const continue debugger default delete do else enum export extends false finally for function " +
    "if implements import in instanceof interface let new null package private protected public return static super " +
    "switch this throw true try typeof var void while with yield await arguments eval undefined NaN Infinity").split(" "),
);

/**
 * `code` (an ES module terser has minified) and its source map with each top-level binding that is exported or
 * imported under another name renamed to that name where safe and no longer; `map` is the input map, the answer's map
 * leads through it. `format` is terser's output options, as the minification used them.
 */
export async function alignNames(code, map, format = {}) {
  const top = parse(code, { module: true });
  top.figure_out_scope({ module: true });
  if (top.uses_eval || top.uses_with) return { code, map, renamed: 0 };
  const pairs = [];
  walk(top, (node) => {
    const names = node instanceof AST_Export && !node.module_name ? node.exported_names : node instanceof AST_Import ? node.imported_names : null;
    for (const mapping of names ?? []) pairs.push([mapping.name.definition(), mapping.foreign_name.name]);
  });
  // A use of the binding inside a scope that declares the new name would read that declaration instead.
  const shadowed = (def, name) =>
    def.references.some((ref) => {
      for (let scope = ref.scope; scope && scope !== top; scope = scope.parent_scope) if (scope.variables.has(name)) return true;
      return false;
    });
  const globals = new Set(top.globals.keys());
  const owner = new Map(top.variables);
  const nameOf = (def) => def.mangled_name ?? def.name;
  const rename = (def, name) => {
    owner.delete(nameOf(def));
    def.mangled_name = name;
    owner.set(name, def);
  };
  // Each use grows by the names' difference; the clause loses " as " and the old name.
  const saving = (def, name) => 4 + nameOf(def).length - (name.length - nameOf(def).length) * def.references.length;
  const settled = new Set(pairs.filter(([def, name]) => def?.name === name).map(([def]) => def));
  const want = new Map();
  const wanted = new Set();
  for (const [def, name] of pairs) {
    if (def?.scope !== top || settled.has(def) || want.has(def) || wanted.has(name)) continue;
    if (!IDENTIFIER.test(name) || RESERVED.has(name) || globals.has(name) || saving(def, name) < 0 || shadowed(def, name)) continue;
    want.set(def, name);
    wanted.add(name);
  }
  // The shortest name no top-level binding, global or wanted name has, that no scope around the binding's uses declares.
  const spare = (def) => {
    for (const name of spareNames()) {
      if (!owner.has(name) && !globals.has(name) && !wanted.has(name) && !RESERVED.has(name) && !shadowed(def, name)) return name;
    }
    return null;
  };
  let renamed = 0;
  const waiting = new Set(want.keys());
  for (let round = 0; waiting.size > 0 && round <= want.size; round++) {
    let moved = false;
    for (const def of waiting) {
      const name = want.get(def);
      const holder = owner.get(name);
      // Held by a binding that is itself waiting to move: next round.
      if (holder && waiting.has(holder)) continue;
      waiting.delete(def);
      if (holder) {
        // Held by a binding that keeps its name (or has none it is known by outside): it steps aside to a spare name
        // when that costs its uses less than this renaming saves.
        const aside = settled.has(holder) ? null : spare(holder);
        if (!aside || (aside.length - nameOf(holder).length) * holder.references.length >= saving(def, name)) continue;
        rename(holder, aside);
      }
      rename(def, name);
      renamed++;
      moved = true;
    }
    // Each waits for another's name (a cycle): one steps aside, which frees its name for the one that wants it.
    if (!moved && waiting.size > 0) {
      const [def] = waiting;
      const aside = spare(def);
      if (!aside) break;
      rename(def, aside);
    }
  }
  if (renamed === 0) return { code, map, renamed };
  const result = await minify(top, { compress: false, mangle: false, module: true, format, sourceMap: { content: map } });
  // Printed from a tree, the map has no sources' text: the input map's are put back.
  const input = JSON.parse(map);
  const output = JSON.parse(result.map);
  output.sourcesContent = output.sources.map((source) => input.sourcesContent?.[input.sources.indexOf(source)] ?? null);
  return { code: result.code, map: JSON.stringify(output), renamed };
}
