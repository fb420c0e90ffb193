import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { load } from "js-yaml";

// The real server's own API document, kept next to the repository; outside this workspace it may be absent.
const serverFile = new URL("../../../../shared/reference/mitra-openapi.yaml", import.meta.url);
const specFile = new URL("../../../openapi.yaml", import.meta.url);

const METHODS = new Set(["get", "put", "post", "patch", "delete"]);

interface Spec {
  paths: Record<string, Record<string, unknown>>;
}

function operations(file: URL): string[] {
  const spec = load(readFileSync(file, "utf8")) as Spec;
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.has(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

test("openapi.yaml describes every operation of the server's API document", { skip: !existsSync(serverFile) && "mitra-openapi.yaml not found" }, () => {
  const server = operations(serverFile);
  assert.ok(server.length >= 120, `the server document lists only ${server.length} operations`);
  const ours = new Set(operations(specFile));
  const missing = server.filter((op) => !ours.has(op));
  assert.deepEqual(missing, [], `operations missing from openapi.yaml:\n${missing.join("\n")}`);
});
