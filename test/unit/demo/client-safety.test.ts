// What the demo does for the client's safety: headers that forbid framing by any site (clickjacking), and invoice
// addresses of the shape the client checks before it shows a payment link.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { startDemo } from "../../../scripts/demo/server";

test("every page of the client forbids framing", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mitra-frame-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>x</title>");
  const demo = await startDemo({ port: 0, testMode: true, staticDir: dir });
  try {
    for (const path of ["/", "/home", "/@alice", "/index.html"]) {
      const response = await fetch(new URL(path, demo.url));
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get("content-security-policy"), "frame-ancestors 'none'", path);
      assert.equal(response.headers.get("x-frame-options"), "DENY", path);
      await response.body?.cancel();
    }
  } finally {
    await demo.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the demo's invoice addresses have the shape the client accepts", async () => {
  const { createRandom, demoInvoiceAddress } = await import("../../../scripts/demo/util");
  const { isMoneroAddress } = await import("../../../src/lib/monero-payment");
  const random = createRandom(7);
  for (let i = 0; i < 50; i++) assert.ok(isMoneroAddress(demoInvoiceAddress(random)));
});
