import { test } from "node:test";
import assert from "node:assert/strict";
import { postingDefaults } from "../../../src/state/posting-defaults";

test("without a choice in the client, the server's preferences are the editor's defaults", () => {
  assert.deepEqual(postingDefaults({}, { "posting:default:visibility": "private", "posting:default:language": "FR", "posting:default:sensitive": true }), {
    visibility: "private",
    sensitive: true,
    language: "fr",
  });
});

test("the client's own choice of visibility wins over the server's", () => {
  const defaults = postingDefaults({ defaultVisibility: "subscribers" }, { "posting:default:visibility": "private", "posting:default:language": null });
  assert.equal(defaults.visibility, "subscribers");
});

test("without preferences (not loaded, or unusable values) new posts are public, unmarked, with no language", () => {
  const none = { visibility: "public", sensitive: false, language: null };
  assert.deepEqual(postingDefaults({}, undefined), none);
  assert.deepEqual(postingDefaults({}, { "posting:default:visibility": "unlisted" as never, "posting:default:language": "not a code" }), none);
});
