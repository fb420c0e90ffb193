import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";

const window = new Window();
Object.defineProperty(globalThis, "localStorage", { value: window.localStorage, configurable: true });
const { recentTags, rememberTags, suggestTags } = await import("../../../../src/features/compose/hashtag-suggestions");
const { tokenAt, applySuggestion } = await import("../../../../src/features/compose/autocomplete-rules");

beforeEach(() => window.localStorage.clear());

test("'#' followed by two letters is a hashtag token; the pick replaces it", () => {
  const token = tokenAt("ferns #bot", 10);
  assert.deepEqual(token, { kind: "hashtag", query: "bot", start: 6, end: 10 });
  assert.equal(tokenAt("a#bo", 4), null, "only at the start of a word");
  assert.equal(applySuggestion("ferns #bot", token!, "#botany").text, "ferns #botany ");
});

test("recent tags first (prefix, newest first), then the server's, each once", () => {
  rememberTags(["Botany", "ferns"]);
  rememberTags(["bots"]);
  assert.deepEqual(recentTags(), ["bots", "Botany", "ferns"]);
  assert.deepEqual(suggestTags("bot", recentTags(), ["botany", "botanicalgarden"]), ["bots", "Botany", "botanicalgarden"]);
  assert.deepEqual(suggestTags("fe", [], ["fermentation"]), ["fermentation"]);
});
