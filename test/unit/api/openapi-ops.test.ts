import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { load } from "js-yaml";

// The shared reference sits next to the repository; outside this workspace it may be absent.
const opsFile = new URL("../../../../shared/reference/api-ops.txt", import.meta.url);
const specFile = new URL("../../../openapi.yaml", import.meta.url);

// Compare paths by shape only, so a renamed path parameter is reported as a name mismatch below.
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");

interface Spec {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

test("openapi.yaml has every operation listed in api-ops.txt", { skip: !existsSync(opsFile) && "../shared/reference/api-ops.txt not found" }, () => {
  const spec = load(readFileSync(specFile, "utf8")) as Spec;
  const declared = new Set<string>();
  const declaredShapes = new Set<string>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of Object.keys(item)) {
      declared.add(`${method.toUpperCase()} ${path}`);
      declaredShapes.add(`${method.toUpperCase()} ${shape(path)}`);
    }
  }
  const wanted = readFileSync(opsFile, "utf8").split("\n").map((line) => line.trim()).filter(Boolean);
  assert.ok(wanted.length > 0, "api-ops.txt is empty");
  const missing = wanted.filter((op) => !declared.has(op));
  const misnamed = missing.filter((op) => {
    const [method, path] = op.split(" ");
    return declaredShapes.has(`${method} ${shape(path!)}`);
  });
  assert.deepEqual(misnamed, [], "operations present with different path parameter names");
  assert.deepEqual(missing, [], "operations missing from openapi.yaml");
});

test("every operation in openapi.yaml has a unique operationId", () => {
  const spec = load(readFileSync(specFile, "utf8")) as Spec;
  const ids = Object.values(spec.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
  assert.ok(ids.every((id) => typeof id === "string" && id.length > 0), "an operation lacks an operationId");
  assert.equal(new Set(ids).size, ids.length, "duplicate operationId");
});
