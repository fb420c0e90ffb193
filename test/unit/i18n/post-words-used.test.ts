// Every word of the namespaces a post screen downloads (post, timeline) and of the post tools is shown somewhere: a
// word no screen reads is bytes in every first load, in every language. A key counts as read when the code calls it
// by its path (`LL.post.time.now(`, `get(LLAtom).postTools.deleted(`), indexes its parent (`LL.post.visibility[…]`),
// or calls it in a file that names the namespace (`const words = LL.post;` … `words.quotedPost(`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import en from "../../../locales/en";
import { flatten } from "../../../scripts/i18n-missing";

type Dict = { [key: string]: string | Dict };

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(readFileSync(path, "utf8"));
  }
  return out;
}
const files = sources("src");

for (const namespace of ["post", "timeline", "postTools"] as const) {
  test(`every ${namespace} word is read by the code`, () => {
    const keys = [...flatten((en as unknown as Record<string, Dict>)[namespace]!).keys()];
    const read = (key: string) => {
      const parts = key.split(".");
      const parent = parts.slice(0, -1).join(".");
      return files.some(
        (code) =>
          code.includes(`.${namespace}.${key}(`) ||
          (parent !== "" && code.includes(`.${namespace}.${parent}[`)) ||
          (code.includes(`= LL.${namespace};`) && code.includes(`.${parts.at(-1)}(`)),
      );
    };
    assert.deepEqual(keys.filter((key) => !read(key)), []);
  });
}
