import { test } from "node:test";
import assert from "node:assert/strict";
import { appendResults, canShowMore, groupOrder, nextOffset, summarize } from "../../../../src/features/search/search-rules";

type R = import("../../../../src/api/types").SearchResults;
const many = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
const accounts = (count: number, from = 0) => many(count, (i) => ({ id: `a${from + i}` })) as R["accounts"];
const statuses = (count: number, from = 0) => many(count, (i) => ({ id: `s${from + i}` })) as R["statuses"];
const tags = (count: number) => many(count, (i) => ({ name: `t${i}`, url: "" }));
const results = (a: number, s: number, t: number): R => ({ accounts: accounts(a), statuses: statuses(s), hashtags: tags(t) });

test("the summary counts every non-empty group in the order shown", () => {
  assert.deepEqual(summarize(results(1, 14, 1)), [
    { kind: "people", count: 1 },
    { kind: "posts", count: 14 },
    { kind: "tags", count: 1 },
  ]);
  assert.deepEqual(summarize(results(0, 7, 2)), [{ kind: "posts", count: 7 }, { kind: "tags", count: 2 }]);
  assert.deepEqual(summarize(results(0, 0, 0)), []);
});

test("a #tag query puts the hashtags first, in the groups and in the summary", () => {
  assert.deepEqual(groupOrder("#garden"), ["tags", "people", "posts"]);
  assert.deepEqual(groupOrder(" #garden"), ["tags", "people", "posts"]);
  assert.deepEqual(groupOrder("garden"), ["people", "posts", "tags"]);
  assert.deepEqual(summarize(results(0, 20, 3), "#garden"), [{ kind: "tags", count: 3 }, { kind: "posts", count: 20 }]);
  assert.equal(nextOffset(results(0, 20, 3)), 20, "paging still follows the first group the server fills");
});

test("show more appears while the first non-empty group is a positive multiple of 20; offset is its size", () => {
  assert.equal(canShowMore(results(20, 3, 0)), true);
  assert.equal(nextOffset(results(20, 3, 0)), 20);
  assert.equal(canShowMore(results(0, 40, 0)), true);
  assert.equal(canShowMore(results(3, 40, 0)), false);
  assert.equal(canShowMore(results(0, 0, 0)), false);
  assert.equal(canShowMore(results(21, 0, 0)), false);
});

test("a further page is appended to all three groups without duplicates", () => {
  const first = results(20, 2, 1);
  const more: R = { accounts: [...accounts(1, 19), ...accounts(2, 20)], statuses: statuses(1, 5), hashtags: [{ name: "T0", url: "" }, { name: "new", url: "" }] };
  const all = appendResults(first, more);
  assert.equal(all.accounts.length, 22);
  assert.deepEqual(all.statuses.map((s) => s.id), ["s0", "s1", "s5"]);
  assert.deepEqual(all.hashtags.map((t) => t.name), ["t0", "new"]);
});
