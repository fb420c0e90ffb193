import { test } from "node:test";
import assert from "node:assert/strict";
import { isExactMatch, normalizeAddress, resolveAddUser } from "../../../../src/features/feeds/add-user";
import { canShowMoreMembers } from "../../../../src/features/feeds/actions";

type Account = import("../../../../src/api/types").Account;
const acc = (username: string, host?: string): Account =>
  ({ id: `${username}@${host ?? "local"}`, username, acct: host ? `${username}@${host}` : username }) as Account;
const DOMAIN = "tidepool.example";

test("the typed address is trimmed and loses one leading @", () => {
  assert.equal(normalizeAddress("  @bob@social.example \n"), "bob@social.example");
  assert.equal(normalizeAddress("bob"), "bob");
  assert.equal(normalizeAddress("   "), "");
  assert.equal(normalizeAddress("@@x"), "@x");
});

test("no results: user not found", () => {
  assert.deepEqual(resolveAddUser("nobody", [], DOMAIN), { kind: "notFound" });
});

test("one exact match is used directly: local by username or full address, remote by acct, any case", () => {
  const bob = acc("bob");
  assert.deepEqual(resolveAddUser("bob", [bob], DOMAIN), { kind: "add", account: bob });
  assert.deepEqual(resolveAddUser("bob@tidepool.example", [bob], DOMAIN), { kind: "add", account: bob });
  const lena = acc("lena", "fedi.example");
  assert.deepEqual(resolveAddUser("Lena@Fedi.Example", [acc("lenara"), lena], DOMAIN), { kind: "add", account: lena });
});

test("a single result that is not exactly what was typed is offered, not added", () => {
  const bobby = acc("bobby");
  assert.deepEqual(resolveAddUser("bob", [bobby], DOMAIN), { kind: "choose", accounts: [bobby] });
});

test("several results without one exact match are all offered as suggestions", () => {
  const results = [acc("ann"), acc("anna"), acc("ann", "social.example")];
  assert.deepEqual(resolveAddUser("an", results, DOMAIN), { kind: "choose", accounts: results });
  // Two exact matches (the local "ann" typed as "ann@tidepool.example" is one; a remote "ann" is not) → one.
  assert.equal(resolveAddUser("ann@social.example", results, DOMAIN).kind, "add");
});

test("a remote account is not matched by its bare username", () => {
  assert.equal(isExactMatch(acc("lena", "fedi.example"), "lena", DOMAIN), false);
});

test("members: show more while the fetched count is a positive multiple of 20", () => {
  assert.equal(canShowMoreMembers(0), false);
  assert.equal(canShowMoreMembers(19), false);
  assert.equal(canShowMoreMembers(20), true);
  assert.equal(canShowMoreMembers(33), false);
  assert.equal(canShowMoreMembers(40), true);
});
