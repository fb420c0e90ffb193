import { test } from "node:test";
import assert from "node:assert/strict";
import { ApiError } from "../../../../src/api/client";
import { readInstance } from "../../../../src/api/normalize/instance";
import { isRefusal, offersPublicPosts } from "../../../../src/features/auth/public-posts-rules";

const instance = (extra: Record<string, unknown>) => readInstance({ uri: "social.example", ...extra });

test("the landing page offers public posts where visitors may read the local timeline", () => {
  assert.equal(offersPublicPosts(instance({ allow_unauthenticated: { timeline_local: true } })), true);
  assert.equal(offersPublicPosts(instance({ allow_unauthenticated: { timeline_local: false } })), false);
  // A server that does not say (Mastodon) is asked; its refusal hides the section.
  assert.equal(offersPublicPosts(instance({ version: "4.3.0" })), true);
  assert.equal(offersPublicPosts(null), false);
});

test("401, 403 and 422 are a refusal, shown as no section; other failures are failures", () => {
  for (const status of [401, 403, 422]) assert.equal(isRefusal(new ApiError(status, "This method requires an authenticated user")), true);
  for (const error of [new ApiError(500, "unknown error"), new ApiError(0, "network error"), new Error("x")]) assert.equal(isRefusal(error), false);
});
