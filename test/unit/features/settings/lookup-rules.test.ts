import { test } from "node:test";
import assert from "node:assert/strict";
import type { Account } from "../../../../src/api/types";
import { normaliseAddress, readAliasSearch, readMoveTarget } from "../../../../src/features/settings/lookup-rules";

const account = (acct: string) => ({ id: acct, acct, username: acct.split("@")[0] }) as Account;

test("addresses are trimmed and lose one leading @", () => {
  assert.equal(normaliseAddress("  @olga@mitra.example "), "olga@mitra.example");
  assert.equal(normaliseAddress("olga@mitra.example"), "olga@mitra.example");
  assert.equal(normaliseAddress("   "), "");
});

test("alias search: none is user not found, one exact match is added, anything else is a choice of up to 5", () => {
  assert.deepEqual(readAliasSearch("x@y", []), { kind: "notFound" });
  const exact = readAliasSearch("Olga@Mitra.example", [account("olga@mitra.example")]);
  assert.equal(exact.kind, "match");
  const other = readAliasSearch("olga@mitra.example", [account("olgb@mitra.example")]);
  assert.equal(other.kind, "choose");
  const many = readAliasSearch("o", ["a", "b", "c", "d", "e", "f"].map((n) => account(`${n}@x.example`)));
  assert.equal(many.kind, "choose");
  assert.equal(many.kind === "choose" && many.accounts.length, 5);
});

test("move followers needs the exact handle back, else user not found", () => {
  assert.equal(readMoveTarget("olga@mitra.example", [])?.acct, undefined);
  assert.equal(readMoveTarget("olga@mitra.example", [account("olga@mitra.example")])?.acct, "olga@mitra.example");
  assert.equal(readMoveTarget("olga@mitra.example", [account("olga2@mitra.example")]), null);
});
