import { test } from "node:test";
import assert from "node:assert/strict";
import { canSavePassword, passwordMismatch } from "../../../../src/features/settings/password-rules";

test("a password is saved only when non-empty and equal to the confirmation", () => {
  assert.equal(canSavePassword("", ""), false);
  assert.equal(canSavePassword("secret", ""), false);
  assert.equal(canSavePassword("secret", "Secret"), false);
  assert.equal(canSavePassword("secret", "secret "), false);
  assert.equal(canSavePassword("secret", "secret"), true);
  assert.equal(canSavePassword(" ", " "), true);
});

test("the mismatch message waits until the confirmation is typed", () => {
  assert.equal(passwordMismatch("secret", ""), false);
  assert.equal(passwordMismatch("secret", "sec"), true);
  assert.equal(passwordMismatch("secret", "secret"), false);
});
