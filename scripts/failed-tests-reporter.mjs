// A node:test reporter that writes one JSON line per failing (non-todo) test: {"file": …, "name": …}.
// scripts/run-tests.mjs --retry uses it to run only those files a second time, and to name the tests that passed
// only then.
export default async function* failedTests(source) {
  const seen = new Set();
  for await (const event of source) {
    if (event.type !== "test:fail") continue;
    const { file, name, todo, skip, details } = event.data;
    if (!file || todo !== undefined || skip !== undefined) continue;
    // A suite or file-level failure also arrives as test:fail; keep the leaf tests and file-level errors.
    if (details?.type === "suite") continue;
    const line = JSON.stringify({ file, name });
    if (seen.has(line)) continue;
    seen.add(line);
    yield `${line}\n`;
  }
}
