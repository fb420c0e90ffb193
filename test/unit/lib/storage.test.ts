import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { clearAll, load, names, remove, save } from "../../../src/lib/storage";
import { MemoryStorage } from "../memory-storage";


const parseNumber = (v: unknown) => (typeof v === "number" ? v : undefined);

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

test("a saved value is read back through its parser", () => {
  save("count", 3);
  assert.equal(load("count", parseNumber, 0), 3);
  assert.equal(localStorage.getItem("mitra.v1.count"), "3");
});

test("missing, corrupt and wrongly shaped data fall back to the default", () => {
  assert.equal(load("count", parseNumber, 7), 7);
  localStorage.setItem("mitra.v1.count", "{not json");
  assert.equal(load("count", parseNumber, 7), 7);
  localStorage.setItem("mitra.v1.count", '"text"');
  assert.equal(load("count", parseNumber, 7), 7);
});

test("names lists stored values by prefix; remove and clearAll delete", () => {
  save("post_content:new", "a");
  save("post_content:reply:1", "b");
  save("session", {});
  assert.deepEqual(names("post_content").sort(), ["post_content:new", "post_content:reply:1"]);
  remove("session");
  assert.equal(load("session", (v) => v, null), null);
  clearAll();
  assert.deepEqual(names(""), []);
});

test("a storage that throws does not break the app", () => {
  Object.defineProperty(globalThis, "localStorage", { configurable: true, get() { throw new Error("denied"); } });
  save("x", 1);
  assert.equal(load("x", parseNumber, 5), 5);
  assert.deepEqual(names(""), []);
  Object.defineProperty(globalThis, "localStorage", { configurable: true, writable: true, value: new MemoryStorage() });
});
