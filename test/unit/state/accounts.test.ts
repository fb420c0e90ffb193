import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { ApiError } from "../../../src/api/client";
import type { Account } from "../../../src/api/types";
import {
  accountFamily,
  accountQuery,
  accountRef,
  accountView,
  adoptAccountsAtom,
  isNotFound,
  parseAccount,
} from "../../../src/state/accounts";
import { MalformedAnswer, queryStateAtom } from "../../../src/state/query";

const account = (id: string, acct: string, extra: Partial<Account> = {}) =>
  ({ id, acct, username: acct.split("@")[0], display_name: acct, ...extra }) as Account;
const idle = { status: "idle" as const, data: undefined, error: null, loadedAt: 0 };

test("route params: id or acct, decoded safely, without a leading @", () => {
  assert.deepEqual(accountRef({ profileId: "a%2Fb" }), { id: "a/b" });
  assert.deepEqual(accountRef({ acct: "%E0%A4%A" }), { acct: "%E0%A4%A" });
  assert.deepEqual(accountRef({ acct: "@bob@remote.example" }), { acct: "bob@remote.example" });
});

test("one not-found rule: 404, or 400 for an id the server cannot read", () => {
  const e = (status: number) => new ApiError(status, "x");
  assert.equal(isNotFound(e(404), { acct: "bob" }), true);
  assert.equal(isNotFound(e(400), { id: "not-a-uuid" }), true);
  assert.equal(isNotFound(e(400), { acct: "bob" }), false);
  assert.equal(isNotFound(e(500), { id: "x" }), false);
});

test("an account seen anywhere in the session shows at once, by id or by address", () => {
  const store = createStore();
  store.set(adoptAccountsAtom, [account("1", "Bob@Remote.example")]);
  const byAcct = store.get(queryStateAtom(accountQuery, { acct: "bob@remote.example" }));
  assert.equal(byAcct.status, "idle");
  assert.equal(store.get(accountFamily("1"))?.acct, "Bob@Remote.example");
  const view = accountView(idle, store.get(accountFamily("1")), { id: "1" });
  assert.equal(view.status, "ready");
});

test("account view: loading, not found, error with and without data", () => {
  const ref = { acct: "bob" };
  assert.equal(accountView({ ...idle, status: "loading" }, undefined, ref).status, "loading");
  assert.equal(accountView({ ...idle, status: "error", error: new ApiError(404, "profile not found") }, undefined, ref).status, "not-found");
  const failed = accountView({ ...idle, status: "error", error: new Error("down") }, undefined, ref);
  assert.equal(failed.status, "error");
  const kept = accountView({ status: "error", data: account("1", "bob"), error: new Error("down"), loadedAt: 1 }, undefined, ref);
  assert.equal(kept.status, "ready");
  assert.equal(kept.status === "ready" && (kept.error as Error).message, "down");
});

test("an answer that is not an account is malformed", () => {
  assert.throws(() => parseAccount({ id: 1 }), MalformedAnswer);
  assert.throws(() => parseAccount(null), MalformedAnswer);
  assert.equal(parseAccount(account("1", "bob")).id, "1");
});
