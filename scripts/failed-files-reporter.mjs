// A node:test reporter that writes one line per test file with a failing (non-todo) test.
// scripts/run-tests.mjs --retry uses it to run only those files a second time.
export default async function* failedFiles(source) {
  const failed = new Set();
  for await (const event of source) {
    if (event.type !== "test:fail") continue;
    const { file, todo, skip } = event.data;
    if (file && todo === undefined && skip === undefined) failed.add(file);
  }
  yield [...failed].map((f) => `${f}\n`).join("");
}
