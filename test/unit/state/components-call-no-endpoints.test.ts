// Components never call HTTP: no .tsx under src/ imports an endpoint module or reads apiAtom; actions and queries
// (non-.tsx modules) do. The source is read, so a new component that calls the server fails here.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

function components(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) components(path, out);
    else if (name.endsWith(".tsx")) out.push(path.replaceAll("\\", "/"));
  }
  return out;
}

/** What in a component's source reaches the server itself: an endpoint import or apiAtom. */
export function serverAccess(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/from\s+["']([^"']*\/api\/endpoints\/[^"']*)["']|import\(\s*["']([^"']*\/api\/endpoints\/[^"']*)["']/g)) {
    found.push(match[1] ?? match[2]);
  }
  if (/\bapiAtom\b/.test(source)) found.push("apiAtom");
  return found;
}

test("the check finds an endpoint import, a type import, a lazy import and apiAtom", () => {
  assert.deepEqual(serverAccess(`import { getAccount } from "../../api/endpoints/accounts";`), ["../../api/endpoints/accounts"]);
  assert.deepEqual(serverAccess(`import type { Conversation } from "../../api/endpoints/conversations";`), ["../../api/endpoints/conversations"]);
  assert.deepEqual(serverAccess(`const m = await import("../api/endpoints/media");`), ["../api/endpoints/media"]);
  assert.deepEqual(serverAccess(`const api = useAtomValue(apiAtom);`), ["apiAtom"]);
  assert.deepEqual(serverAccess(`import { useQuery } from "../../state/query";`), []);
});

test("no component imports api/endpoints or reads apiAtom", () => {
  const offenders = components("src")
    .flatMap((file) => serverAccess(readFileSync(file, "utf8")).map((what) => `${file}: ${what}`));
  assert.deepEqual(offenders, [], "move these requests into an action or a query (state/query.ts, state/mutation.ts)");
});
