// One icon set (ui/Icon.tsx) for every action and state: no text glyph (← ↑ → − + ✓ ⋯ ♡ …) and no emoji stands in
// for an icon in a component or a stylesheet. Such glyphs look different on every device, some fonts lack them, and
// arrows do not turn round for right-to-left languages. Words, numbers and server text are not icons.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(tsx|css)$/.test(name)) out.push(path);
  }
  return out;
}

/** Emoji, dingbats, arrows, geometric and technical symbols, midline ellipses: never text in our own markup. */
const PICTOGRAPH = /[\u2190-\u21ff\u22ee\u22ef\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff\u{1f000}-\u{1faff}\ufe0f]/u;
/** A lone operator standing for "add", "zoom in/out", "close" (punctuation such as "@", ":" or "·" is text). */
const SYMBOLS_ONLY = /^\s*[+\-−×÷*]+\s*$/u;

/** The places in a source file where text stands where an icon should: JSX text and string literals of components
 * (read with the TypeScript parser, so comments and code are not text), `content` of stylesheets. */
function glyphIcons(path: string, text: string): string[] {
  const found: string[] = [];
  if (path.endsWith(".css")) {
    const code = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "));
    for (const m of code.matchAll(/content:\s*(["'])(.*?)\1/g)) {
      if (PICTOGRAPH.test(m[2]) || SYMBOLS_ONLY.test(m[2])) found.push(`${path}:${code.slice(0, m.index).split("\n").length}: ${m[0]}`);
    }
    return found;
  }
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    const shown = ts.isJsxText(node) ? node.text : ts.isStringLiteralLike(node) ? node.text : null;
    const icon = shown !== null && (PICTOGRAPH.test(shown) || (ts.isJsxText(node) && SYMBOLS_ONLY.test(shown)));
    if (icon) found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${shown.trim()}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test("the rule finds glyphs and emoji used as icons, and leaves words, numbers and comments alone", () => {
  assert.equal(glyphIcons("a.tsx", `const a = <><span aria-hidden="true">←</span> {LL.common.back()}</>;`).length, 1);
  assert.equal(glyphIcons("a.tsx", `const a = <button aria-label="Zoom in">\n  +\n</button>;`).length, 1);
  assert.equal(glyphIcons("a.tsx", `const icon = "♡";`).length, 1);
  assert.equal(glyphIcons("a.tsx", `const a = <b>🔔</b>;`).length, 1);
  assert.equal(glyphIcons("a.css", `.done::before { content: "✓"; }`).length, 1);
  assert.equal(glyphIcons("a.css", `.x::before { content: "×"; }`).length, 1);
  assert.equal(glyphIcons("a.tsx", `// Payer → recipient\nconst a = <p>{count} + 1 <span>ALT</span> <b>@</b>{n}%</p>;`).length, 0);
  assert.equal(glyphIcons("a.css", `/* ✓ */ .a::after { content: ""; } .e::after { content: "…"; }`).length, 0);
  assert.equal(glyphIcons("a.tsx", `const b = a > b && c < d ? <a href="https://x.example/">x</a> : (\n  <i />\n);`).length, 0);
});

test("no component or stylesheet uses a text glyph or an emoji as an icon", () => {
  const found = sources("src").flatMap((path) => glyphIcons(path, readFileSync(path, "utf8")));
  assert.deepEqual(found, [], "use <Icon name=…> (ui/Icon.tsx) inside a control that carries the name");
});
