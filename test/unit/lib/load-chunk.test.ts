import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

// The loader is the page's (`self`): here the global object stands for it.
(globalThis as { self?: unknown }).self ??= globalThis;
await import("../../../src/lib/load-chunk");
const load = (globalThis as unknown as { __load: (url: string) => Promise<{ url: string }> }).__load;

test("a file whose download failed is asked for again under a new address, then kept there", async () => {
  const dir = mkdtempSync(join(tmpdir(), "load-chunk-"));
  try {
    const url = pathToFileURL(join(dir, "chunk.mjs")).href;
    // Lost on the way: the import fails.
    await assert.rejects(load(url));
    writeFileSync(join(dir, "chunk.mjs"), "export const url = import.meta.url;");
    // The next try does not ask for the address that failed (a browser may keep that failure for the page's life).
    const module = await load(url);
    assert.ok(module.url.startsWith(url) && /^\?\d+$/.test(module.url.slice(url.length)), `another address, the file's with a query: ${module.url}`);
    // Loaded: later imports get the same module, not another copy under yet another address.
    assert.equal(await load(url), module);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a file that loads the first time keeps its own address", async () => {
  const dir = mkdtempSync(join(tmpdir(), "load-chunk-"));
  try {
    writeFileSync(join(dir, "chunk.mjs"), "export const url = import.meta.url;");
    const url = pathToFileURL(join(dir, "chunk.mjs")).href;
    const module = await load(url);
    assert.equal(module.url, url);
    assert.equal(await load(url), module);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
