// Design tokens really used (docs/DESIGN.md): type sizes, radii and colours come from src/styles/index.css. Only the
// token sheet's custom properties hold raw values; every rule of every stylesheet, that sheet's own included, names
// a token. Sizes relative to the surrounding text (em, %) stay allowed, as do 0, 50% (a circle) and inherit.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const TOKEN_SHEET = join("src", "styles", "index.css");

function stylesheets(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) stylesheets(path, out);
    else if (name.endsWith(".css")) out.push(path);
  }
  return out;
}

const HEX = /#[0-9a-f]{3,8}\b/i;
/** An absolute length, outside any var(…) (a token's fallback is no excuse for a raw value either). */
const ABSOLUTE = /(^|[^\w.-])\d*\.?\d+(px|rem|pt|vw|vh)\b/;
const withoutVars = (value: string) => value.replace(/var\(--[\w-]+\s*(?:,([^()]*))?\)/g, (_, fallback?: string) => fallback ?? "var");

/** The declarations of a stylesheet that use a raw type size, radius or colour. */
function rawValues(path: string, css: string): string[] {
  const found: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "));
  for (const block of text.matchAll(/\{([^{}]*)\}/g)) {
    let offset = block.index + 1;
    for (const declaration of block[1].split(";")) {
      const at = offset + declaration.length - declaration.trimStart().length;
      offset += declaration.length + 1;
      const m = /^\s*([\w-]+)\s*:\s*([\s\S]*?)\s*$/.exec(declaration);
      if (!m) continue;
      const [, property, value] = m;
      if (property.startsWith("--") && path === TOKEN_SHEET) continue;
      const raw =
        HEX.test(value) ||
        ((property === "font-size" || property === "font" || property.endsWith("radius")) && ABSOLUTE.test(withoutVars(value)));
      if (raw) found.push(`${path}:${text.slice(0, at).split("\n").length}: ${property}: ${value}`);
    }
  }
  return found;
}

test("the rule finds raw type sizes, radii and colours, and leaves tokens and relative sizes alone", () => {
  const raw = rawValues("a.css", ".a { font-size: 1.2rem; border-radius: 6px; color: #fff; }\n.b { font: 600 14px/1.2 sans-serif; }");
  assert.equal(raw.length, 4, raw.join("\n"));
  assert.equal(rawValues("a.css", ".a { font-size: var(--text-sm, 0.875rem); }").length, 1, "a raw fallback");
  assert.equal(rawValues("a.css", "@media (max-width: 699px) { .a { border-radius: var(--radius-lg) var(--radius-lg) 0 0; } }").length, 0);
  assert.equal(rawValues("a.css", ".a { font-size: 0.9em; border-radius: 50%; font: inherit; padding: 6px; } /* #fff */").length, 0);
  assert.equal(rawValues("a.css", ":root { --bg: #fff; }").length, 1, "only the token sheet defines colours");
  assert.equal(rawValues(TOKEN_SHEET, ":root { --bg: #fff; --radius: 10px; }").length, 0);
});

test("every stylesheet takes type sizes, radii and colours from the tokens", () => {
  const found = stylesheets("src").flatMap((path) => rawValues(path, readFileSync(path, "utf8")));
  assert.deepEqual(found, [], "use var(--text-…), var(--radius…) and the colour tokens of src/styles/index.css");
});
