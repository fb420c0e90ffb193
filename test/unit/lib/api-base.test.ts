import assert from "node:assert/strict";
import { afterEach, test } from "node:test";
import { Window } from "happy-dom";

import { readConfig } from "../../../src/lib/api-base";

const g = globalThis as unknown as { window?: unknown };
const saved = g.window;
afterEach(() => {
  g.window = saved;
});

test("a plain config object with a string apiUrl is used, without its trailing slashes", () => {
  g.window = { MITRA_CONFIG: { apiUrl: "https://api.example//" } };
  assert.equal(readConfig(), "https://api.example");
});

test("no config, an empty apiUrl or a non-string one means this origin", () => {
  g.window = {};
  assert.equal(readConfig(), "");
  g.window = { MITRA_CONFIG: { apiUrl: "" } };
  assert.equal(readConfig(), "");
  g.window = { MITRA_CONFIG: { apiUrl: 42 } };
  assert.equal(readConfig(), "");
});

test("an element named MITRA_CONFIG (DOM clobbering from server HTML) is never taken for the setting", () => {
  const win = new Window({ url: "https://client.example/" });
  win.document.body.innerHTML = `<form id="MITRA_CONFIG"><input name="apiUrl" value="https://evil.example"></form>`;
  const clobbered = win.document.getElementById("MITRA_CONFIG");
  assert.ok(clobbered);
  g.window = { MITRA_CONFIG: clobbered };
  assert.equal(readConfig(), "");
  win.close();
});
