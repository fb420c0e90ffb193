// Size budgets (scripts/budgets.json), checked on the built dist/ after `node build.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { routeSizes } from "../../scripts/size.mjs";

const budgets = JSON.parse(readFileSync("scripts/budgets.json", "utf8")).size as {
  landingFirstLoadKb: number;
  routeFirstLoadKb: number;
  allJsKb: number;
};
const { rows, allJsKb } = routeSizes() as { rows: { name: string; kb: number }[]; allJsKb: number };

test("the landing page's first load fits its budget", () => {
  const landing = rows.find((r) => r.name === "landing-page");
  assert.ok(landing, "landing-page route not found");
  assert.ok(landing.kb <= budgets.landingFirstLoadKb, `landing page: ${landing.kb.toFixed(1)} kB > ${budgets.landingFirstLoadKb} kB`);
});

test("every route's first load fits the route budget", () => {
  assert.ok(rows.length >= 30, "every route of src/routes.ts is measured");
  const over = rows.filter((r) => r.kb > budgets.routeFirstLoadKb).map((r) => `${r.name}: ${r.kb.toFixed(1)} kB`);
  assert.deepEqual(over, [], `over ${budgets.routeFirstLoadKb} kB`);
});

test("all JavaScript except locales and emoji data fits its budget", () => {
  assert.ok(allJsKb <= budgets.allJsKb, `all JS: ${allJsKb.toFixed(1)} kB > ${budgets.allJsKb} kB`);
});
