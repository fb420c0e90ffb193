import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { generate, outputPath } from "../../../scripts/gen-api.mjs";

test("src/api/schema.gen.ts is up to date with openapi.yaml", async () => {
  const committed = await readFile(outputPath, "utf8");
  const fresh = await generate();
  assert.ok(committed === fresh, "schema.gen.ts is stale: run `node scripts/gen-api.mjs`");
});
