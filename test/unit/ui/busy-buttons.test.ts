// A button that turns `disabled` while its request is on its way drops the keyboard focus to the page. While busy a
// button is `aria-disabled` (its handler ignores the press); `disabled` is kept for an invalid form. The source is
// read, so a `disabled={…pending…}` coming back fails here.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

/** The sign-in forms leave the page once the request is sent: there is no focus to keep. */
const LEAVING = new Set(["src/features/auth/SignInForm.tsx", "src/features/auth/ServerSignInForm.tsx"]);

const BUSY = /\b(pending|busy|sending|saving|loading|loadingMore|working)\b/;

/** The expressions of the `disabled={…}` props (not `aria-disabled`) in a source file, braces balanced. */
export function disabledExpressions(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?<![\w-])disabled=\{/g)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let i = start;
    for (; i < source.length && depth > 0; i++) {
      if (source[i] === "{") depth++;
      else if (source[i] === "}") depth--;
    }
    found.push(source.slice(start, i - 1));
  }
  return found;
}

const busyDisabled = (source: string) => disabledExpressions(source).filter((e) => BUSY.test(e));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    return d.isDirectory() ? sources(path) : path.endsWith(".tsx") ? [path] : [];
  });

test("the check finds a busy flag in a disabled expression, and only there", () => {
  assert.deepEqual(busyDisabled('<button disabled={!name.trim() || pending}>'), ["!name.trim() || pending"]);
  assert.deepEqual(busyDisabled("<button\n  disabled={list.loadingMore}\n>"), ["list.loadingMore"]);
  assert.deepEqual(busyDisabled("<button disabled={saving.pending} />"), ["saving.pending"]);
  assert.deepEqual(busyDisabled('<button disabled={!text.trim()} aria-disabled={pending} aria-busy={busy}>'), []);
  assert.deepEqual(busyDisabled("<input disabled={description === null} />"), []);
});

test("no button is disabled while busy, except on the sign-in forms that leave the page", () => {
  const offenders = sources("src")
    .filter((file) => !LEAVING.has(file.split("\\").join("/")))
    .flatMap((file) => busyDisabled(readFileSync(file, "utf8")).map((e) => `${file}: disabled={${e}}`));
  assert.deepEqual(offenders, []);
});
