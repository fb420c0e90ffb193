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

test("each signed-in account's values live apart; the shared names and clearing one scope leave the rest", async () => {
  const { clearScope } = await import("../../../src/lib/storage");
  save("session", { token: "a" });
  save("config", { theme: "dark" });
  save("post_content:new", "first account's draft");
  save("session", { token: "b", scope: "x1" });
  assert.equal(load("config", (v) => v, null), null, "the second account starts without the first's settings");
  save("post_content:new", "second account's draft");
  save("instance", { uri: "here" });
  assert.deepEqual(names("post_content"), ["post_content:new"]);
  assert.equal(load("post_content:new", (v) => v, null), "second account's draft");
  assert.equal(localStorage.getItem("mitra.v1.@x1.post_content:new"), '"second account\'s draft"');
  clearScope("x1");
  assert.equal(load("post_content:new", (v) => v, null), null);
  save("session", { token: "a" });
  assert.equal(load("post_content:new", (v) => v, null), "first account's draft");
  assert.deepEqual(load("instance", (v) => v, null), { uri: "here" }, "the instance is shared");
  clearScope("");
  assert.equal(load("config", (v) => v, null), null);
  assert.deepEqual(load("session", (v) => v, null), { token: "a" }, "clearing a scope keeps the session");
});

test("a scope that is not a short word counts as none", () => {
  save("session", { token: "a", scope: "../evil" });
  save("config", 1);
  assert.equal(localStorage.getItem("mitra.v1.config"), "1");
});
