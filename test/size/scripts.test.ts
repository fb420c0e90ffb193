// The built scripts after `node build.mjs`: esbuild's output minified once more by terser (build.mjs terseScripts),
// whose source maps must still lead to src/, and nothing in them the strict CSP forbids.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";

const scripts = ["dist/assets", "dist/assets/chunks"].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => `${dir}/${f}`),
);
type Payload = SourceMapPayload;

test("the built scripts run under the strict CSP: no eval, no new Function", () => {
  assert.ok(scripts.length > 50, "dist/ is built");
  assert.deepEqual(
    scripts.filter((f) => /\beval\(|new Function\b/.test(readFileSync(f, "utf8"))),
    [],
  );
});

test("every dynamic import of a file of the build goes through the loader that asks again for a lost file", () => {
  const all = scripts.map((f) => readFileSync(f, "utf8")).join("\n");
  // build.mjs retryableImports: esbuild's import("/assets/…") is now __load("/assets/…") (src/lib/load-chunk.ts).
  assert.deepEqual(all.match(/(?<![\w$.])import\("\/assets\/[^"]*/g) ?? [], []);
  assert.ok((all.match(/__load\("\/assets\//g) ?? []).length > 50, "the chunks and the words are loaded through the loader");
  assert.match(all, /self\.__load=/, "the entry defines the loader");
});

test("each script's source map is the minified file's: a position in it leads to its place in src/", () => {
  // A string of two modules (a shared chunk, a post screen's), each found in the minified file and mapped back.
  const places = [
    { source: "src/lib/url-policy.ts", text: '".localhost"' },
    { source: "src/entities/post/PostCard.tsx", text: '"card hint"' },
    // The app's start is in a chunk the entry imports, which has the compile hint as its first line.
    { source: "src/app/start.tsx", text: '"boot-error"' },
  ];
  for (const { source, text } of places) {
    const file = scripts.find((f) => {
      const payload = JSON.parse(readFileSync(`${f}.map`, "utf8")) as Payload;
      return payload.sources.some((s) => s.endsWith(source)) && readFileSync(f, "utf8").includes(text);
    });
    assert.ok(file, `a script holds ${source} and ${text}`);
    const code = readFileSync(file, "utf8");
    const payload = JSON.parse(readFileSync(`${file}.map`, "utf8")) as Payload;
    const at = code.indexOf(text);
    const before = code.slice(0, at).split("\n");
    const entry = new SourceMap(payload).findEntry(before.length - 1, before.at(-1)!.length) as {
      originalSource?: string;
      originalLine?: number;
    };
    assert.ok(entry.originalSource?.endsWith(source), `${file}: ${text} maps to ${entry.originalSource}, not ${source}`);
    const index = payload.sources.findIndex((s) => entry.originalSource!.endsWith(s.replace(/^(\.\.\/)+/, "")));
    const line = payload.sourcesContent[index]!.split("\n")[entry.originalLine!];
    assert.ok(line?.includes(text.slice(1, -1)), `${file}: ${text} maps to line ${entry.originalLine! + 1} of ${source}: ${line}`);
  }
});

test("every script but the smallest starts with V8's compile hint (build.mjs: COMPILE_HINT), the entry and its static imports first of all", () => {
  const index = readFileSync("dist/index.html", "utf8");
  const started = [...index.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/([^"]+)"/g)].map((m) => `dist/${m[1]}`);
  assert.ok(started.some((f) => f.startsWith("dist/assets/main-")) && started.length >= 2, `the entry and a chunk: ${started.join(", ")}`);
  assert.ok(scripts.length > started.length + 20, `the lazy chunks too: ${scripts.length} scripts`);
  // Under 2 kB (build.mjs: HINT_FROM_BYTES) a file's few functions compile in microseconds: not worth the line's bytes.
  const unhinted = scripts.filter((f) => !readFileSync(f, "utf8").startsWith("//# allFunctionsCalledOnLoad\n"));
  assert.deepEqual(unhinted.filter((f) => statSync(f).size >= 2048), []);
  assert.deepEqual(started.filter((f) => unhinted.includes(f)), [], "the entry and its static imports are hinted");
  assert.ok(unhinted.length > 0, "the smallest go without");
});

test("React's exports nothing reads are left out (scripts/react-unused.mjs): no script has Children's key escaping", () => {
  // React's Children escape keys with this table; the app never calls Children, so it is not in any script.
  assert.deepEqual(scripts.filter((f) => readFileSync(f, "utf8").includes('":":"=2"')), []);
  assert.ok(scripts.some((f) => readFileSync(f, "utf8").includes("__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE")), "React itself is there");
});

test("DOMPurify's tag and attribute lists are left out (scripts/purify-unused.mjs): the sanitiser's chunk names no SVG filter or MathML tag", () => {
  const sanitiser = scripts.filter((f) => /\/sanitize-[^/]+\.js$/.test(f));
  assert.equal(sanitiser.length, 1, "one sanitiser chunk");
  const text = readFileSync(sanitiser[0]!, "utf8");
  assert.ok(/\.version="3\.\d+\.\d+"/.test(text), "DOMPurify is in it");
  assert.ok(text.includes('"annotation-xml"'), "with the names its other checks read");
  // Tags (an SVG filter, a MathML element) and attributes (HTML's, SVG's) of the lists.
  assert.deepEqual(text.match(/"(feturbulence|mprescripts|autocapitalize|xlink:title)"/gi), null);
});

test("DOMPurify's options our configuration settles are constants (scripts/purify-unused.mjs): their branches are not in the sanitiser's chunk", () => {
  const text = readFileSync(scripts.find((f) => /\/sanitize-[^/]+\.js$/.test(f))!, "utf8");
  assert.ok(text.includes('"afterSanitizeAttributes"') && text.includes('"annotation-xml"'), "DOMPurify's walk and namespace checks are there");
  // XHTML parsing, named-property prefixes, USE_PROFILES' warning, custom elements, FORCE_BODY, whole documents,
  // and the regular expressions only the left-out options read (template expressions, data-/aria- names, unknown
  // protocols, the doctype, custom element names, `/>`), the methods the sanitiser never calls, Babel's helpers, and
  // turning input that is not a string into one, the check against a trusted-types policy we never pass.
  const left = ["application/xhtml+xml", "user-content-", "USE_PROFILES", "tagNameCheck", "<remove></remove>", "outerHTML", "{{", "^aria-", "^data-", "script|data", "^html$", "(-[.\\w]+)+", "\\/>", "@@asyncIterator", "Invalid attempt to destructure", '"Symbol()"', "setConfig", "isValidAttribute", "removeAllHooks", "must not call DOMPurify.sanitize"];
  assert.deepEqual(left.filter((s) => text.includes(s)), []);
});

test("the favicon is a PNG, not an SVG (an SVG favicon is drawn by an SVG document built on the page's main thread)", () => {
  const index = readFileSync("dist/index.html", "utf8");
  const icons = [...index.matchAll(/<link rel="icon" href="\/([^"]+)"[^>]*>/g)].map((m) => m[1]!);
  assert.deepEqual(icons, ["icon-192.png"]);
  const png = readFileSync(`dist/${icons[0]}`);
  assert.equal(png.subarray(1, 4).toString(), "PNG");
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [192, 192], "192 × 192, as index.html says");
});
