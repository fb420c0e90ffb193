import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { ApiError, NETWORK_ERROR, UNKNOWN_ERROR } from "../../../src/api/client";
import { errorMessage, isConnectionLost, isNotFound } from "../../../src/state/errors";
import { LLAtom } from "../../../src/state/i18n";

const LL = createStore().get(LLAtom);

test("a failed connection, an unreadable answer and a bare server failure each get their own words", () => {
  assert.equal(errorMessage(LL, new ApiError(0, NETWORK_ERROR)), LL.errors.network());
  assert.equal(errorMessage(LL, new ApiError(0, UNKNOWN_ERROR)), LL.errors.unknown());
  assert.equal(errorMessage(LL, new ApiError(500, "Internal Server Error")), LL.errors.unknown());
  assert.equal(errorMessage(LL, new Error("boom")), LL.errors.unknown());
});

test("known server messages are translated, others shown as the server wrote them", () => {
  assert.equal(errorMessage(LL, new ApiError(401, "access token is invalid", "access token is invalid")), LL.errors.sessionExpired());
  assert.equal(errorMessage(LL, new ApiError(413, "request body is too large")), LL.errors.requestTooLarge());
  assert.equal(errorMessage(LL, new ApiError(429, "retry in 12.34s", "retry in 12.34s")), LL.errors.tooManyRequests());
  assert.equal(errorMessage(LL, new ApiError(403, "permission error", "permission error")), LL.errors.permission());
  assert.equal(errorMessage(LL, new ApiError(400, "incorrect password", "incorrect password")), "incorrect password");
});

test("the server's generic failure words are the translated generic error", () => {
  assert.equal(errorMessage(LL, new ApiError(500, "internal error", "internal error")), LL.errors.unknown());
  assert.equal(errorMessage(LL, new ApiError(500, "database error", "database error")), LL.errors.unknown());
});

test("a server message naming an object member is shown as written, never looked up on Object", () => {
  for (const message of ["__proto__", "constructor", "hasOwnProperty", "toString", "valueOf", "__defineGetter__"]) {
    assert.equal(errorMessage(LL, new ApiError(400, message, message)), message, message);
  }
});

test("not found: 404 always; 400 (a malformed id) only for a lookup by id", () => {
  assert.equal(isNotFound(new ApiError(404, "post not found")), true);
  assert.equal(isNotFound(new ApiError(400, "UUID parsing failed: invalid character")), true);
  assert.equal(isNotFound(new ApiError(400, "bad"), false), false);
  assert.equal(isNotFound(new ApiError(500, "x")), false);
  assert.equal(isNotFound(new Error("x")), false);
});

test("a lost connection (what a load waits out until the connection returns) is only a failed connection", () => {
  assert.equal(isConnectionLost(new ApiError(0, NETWORK_ERROR)), true);
  assert.equal(isConnectionLost(new ApiError(0, UNKNOWN_ERROR)), false, "an unreadable answer");
  assert.equal(isConnectionLost(new ApiError(500, "internal error")), false);
  assert.equal(isConnectionLost(new Error(NETWORK_ERROR)), false);
});

test("code that could not be downloaded is a lost connection, said as one, in each browser's wording", () => {
  for (const message of [
    "Failed to fetch dynamically imported module: https://example.social/assets/chunks/settings-5NED7BDX.js",
    "error loading dynamically imported module: https://example.social/assets/chunks/a.js",
    "Importing a module script failed.",
    "Failed to fetch",
  ]) {
    assert.equal(isConnectionLost(new TypeError(message)), true, message);
    assert.equal(errorMessage(LL, new TypeError(message)), LL.errors.network(), message);
  }
  assert.equal(isConnectionLost(new TypeError("x is not a function")), false);
  assert.equal(isConnectionLost(new ApiError(400, "failed to fetch remote object", "failed to fetch remote object")), false, "a server's own words");
});
