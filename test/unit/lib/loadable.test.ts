import assert from "node:assert/strict";
import { test } from "node:test";
import { loadable, loadableCache } from "../../../src/lib/loadable";

test("a loadable records its outcome on itself, as React's use() reads it", async () => {
  const ok = loadable(Promise.resolve(7)) as Promise<number> & { status?: string; value?: number };
  assert.equal(ok.status, "pending");
  await ok;
  assert.equal(ok.status, "fulfilled");
  assert.equal(ok.value, 7);
  const failed = loadable(Promise.reject(new Error("offline"))) as Promise<never> & { status?: string; reason?: Error };
  await failed.catch(() => undefined);
  assert.equal(failed.status, "rejected");
  assert.equal(failed.reason?.message, "offline");
});

test("one loadable per key: a module preloaded at start is the one the view renders", () => {
  let calls = 0;
  const get = loadableCache((key: string) => (calls++, Promise.resolve(key)));
  assert.equal(get("a"), get("a"));
  assert.notEqual(get("a"), get("b"));
  assert.equal(calls, 2);
});

test("a failed load stays failed (so use() shows the error) until a retry is asked; then it loads again", async () => {
  let calls = 0;
  let online = false;
  const get = loadableCache((key: string) => (calls++, online ? Promise.resolve(key) : Promise.reject(new Error("offline"))));
  const failed = get("settings") as Promise<string> & { status?: string };
  await failed.catch(() => undefined);
  assert.equal(failed.status, "rejected");
  assert.equal(get("settings"), failed, "a render after the failure reads the same failure, not a new attempt");
  assert.equal(calls, 1);
  online = true;
  get.retryFailed();
  const again = get("settings") as Promise<string> & { status?: string };
  assert.notEqual(again, failed);
  assert.equal(await again, "settings");
  assert.equal(calls, 2);
  get.retryFailed();
  assert.equal(get("settings"), again, "a module that arrived is kept");
});
