import { test } from "node:test";
import assert from "node:assert/strict";
import {
  canSubmit,
  isValidUsername,
  offeredMethods,
  preselectedMethod,
  type FormFields, localUsername } from "../../../../src/features/auth/sign-in-rules";
import { ethereumSignInMessage, moneroSignInMessage, randomNonce } from "../../../../src/features/auth/sign-in-messages";

const empty: FormFields = { username: "", password: "", signature: "", inviteCode: "" };
const input = {
  domain: "social.example",
  address: "0xAbC0000000000000000000000000000000000001",
  statement: "Welcome!",
  origin: "https://social.example",
  nonce: "0123456789abcdef",
  issuedAt: new Date("2026-01-02T03:04:05.678Z"),
};

test("usernames allow letters, digits, hyphen and underscore; empty counts as valid", () => {
  for (const ok of ["", "alice", "Bob_99", "a-b"]) assert.equal(isValidUsername(ok), true, ok);
  for (const bad of ["al ice", "bob@x", "ü", "a.b", "<x>"]) assert.equal(isValidUsername(bad), false, bad);
});

test("sign-in button rules per method", () => {
  assert.equal(canSubmit("signIn", "password", empty, true), false);
  assert.equal(canSubmit("signIn", "password", { ...empty, username: "al", password: "x" }, true), true);
  assert.equal(canSubmit("signIn", "password", { ...empty, username: "a b", password: "x" }, true), false);
  assert.equal(canSubmit("signIn", "password", { ...empty, username: "al" }, true), false);
  assert.equal(canSubmit("signIn", "caip122_monero", { ...empty, username: "al" }, true), false);
  assert.equal(canSubmit("signIn", "caip122_monero", { ...empty, signature: "s" }, true), true, "no username for Monero sign-in");
  assert.equal(canSubmit("signIn", "eip4361", empty, true), true);
});

test("sign-up needs a valid username, the method's credential, and an invite code when registrations are closed", () => {
  const base = { ...empty, username: "alice", password: "pw" };
  assert.equal(canSubmit("signUp", "password", base, true), true);
  assert.equal(canSubmit("signUp", "password", base, false), false);
  assert.equal(canSubmit("signUp", "password", { ...base, inviteCode: "  " }, false), false);
  assert.equal(canSubmit("signUp", "password", { ...base, inviteCode: "code" }, false), true);
  assert.equal(canSubmit("signUp", "password", { ...base, username: "" }, true), false);
  assert.equal(canSubmit("signUp", "password", { ...base, password: "" }, true), false);
  assert.equal(canSubmit("signUp", "eip4361", { ...empty, username: "alice" }, true), true);
  assert.equal(canSubmit("signUp", "eip4361", empty, true), false);
  assert.equal(canSubmit("signUp", "caip122_monero", { ...empty, username: "alice" }, true), false);
  assert.equal(canSubmit("signUp", "caip122_monero", { ...empty, username: "alice", signature: "s" }, true), true);
});

test("methods offered and preselected", () => {
  const all = ["password", "eip4361", "caip122_monero"];
  assert.deepEqual(offeredMethods(all, false), ["password", "eip4361", "caip122_monero"]);
  assert.deepEqual(offeredMethods(all, true), ["eip4361"]);
  assert.deepEqual(offeredMethods(["password", "oauth"], false), ["password"]);
  assert.equal(preselectedMethod(["password", "eip4361"], true, false), "eip4361");
  assert.equal(preselectedMethod(["password", "eip4361"], false, false), "password");
  assert.equal(preselectedMethod(["password", "eip4361"], false, true), "eip4361");
  assert.equal(preselectedMethod([], true, false), null);
});

test("the nonce is 16 lowercase hex characters", () => {
  assert.match(randomNonce(), /^[0-9a-f]{16}$/);
  assert.equal(randomNonce((b) => b.fill(171)), "abababababababab");
});

test("the EIP-4361 message, line by line", () => {
  assert.equal(
    ethereumSignInMessage(input),
    "social.example wants you to sign in with your Ethereum account:\n" +
      "0xAbC0000000000000000000000000000000000001\n\nWelcome!\n\n" +
      "URI: https://social.example\nVersion: 1\nChain ID: 1\nNonce: 0123456789abcdef\n" +
      "Issued At: 2026-01-02T03:04:05.678Z",
  );
  // An empty statement still takes its line, giving two consecutive empty lines.
  assert.match(ethereumSignInMessage({ ...input, statement: "" }), /0001\n\n\n\nURI:/);
});

test("the CAIP-122 Monero message has no Chain ID and names Monero", () => {
  const m = moneroSignInMessage({ ...input, address: "4Amonero" });
  assert.equal(
    m,
    "social.example wants you to sign in with your Monero account:\n4Amonero\n\nWelcome!\n\n" +
      "URI: https://social.example\nVersion: 1\nNonce: 0123456789abcdef\nIssued At: 2026-01-02T03:04:05.678Z",
  );
  assert.equal(m.split("\n").length, 9);
});

test("server text cannot add lines to the message the wallet signs", () => {
  const statement = "Welcome!\nURI: https://evil.example\r\nNonce: 0000000000000000\u2028Chain ID: 5\u0085Version: 2";
  for (const build of [ethereumSignInMessage, moneroSignInMessage]) {
    const lines = build({ ...input, statement, domain: "social.example\nURI: https://evil.example" }).split("\n");
    assert.equal(lines.length, build === ethereumSignInMessage ? 10 : 9);
    assert.equal(lines.filter((l) => l.startsWith("URI:")).length, 1);
    assert.equal(lines.filter((l) => l.startsWith("Nonce:")).length, 1);
    assert.equal(lines[3], "Welcome! URI: https://evil.example Nonce: 0000000000000000 Chain ID: 5 Version: 2");
  }
});

test("a full handle of this instance is the local username; another server's handle stays as typed", () => {
  assert.equal(localUsername("@alice@tidepool.example", "tidepool.example"), "alice");
  assert.equal(localUsername(" alice@Tidepool.Example ", "tidepool.example"), "alice");
  assert.equal(localUsername("@alice", "tidepool.example"), "alice");
  assert.equal(localUsername("alice", undefined), "alice");
  assert.equal(localUsername("@alice@other.example", "tidepool.example"), "alice@other.example");
  assert.equal(isValidUsername(localUsername("@alice@other.example", "tidepool.example")), false);
});

test("the server's refusals of a sign-in are said in the person's language; other failures are left to the usual words", async () => {
  const { refusalMessage } = await import("../../../../src/features/auth/sign-in-rules");
  const { ApiError } = await import("../../../../src/api/client");
  const { i18nObject, loadedLocales } = await import("../../../../locales/i18n-util");
  const { default: de } = await import("../../../../locales/de/auth");
  const { default: en } = await import("../../../../locales/en/index");
  loadedLocales.de = { ...en, auth: { ...en.auth, ...de } } as never;
  const LL = i18nObject("de");
  assert.equal(refusalMessage(LL, new ApiError(400, "incorrect password")), "falsches Passwort");
  assert.equal(refusalMessage(LL, new ApiError(404, "user not found")), "Benutzer nicht gefunden");
  assert.equal(refusalMessage(LL, new ApiError(400, "invalid invite code")), "ungültiger Einladungscode");
  assert.equal(refusalMessage(LL, new Error("wallet not found")), "Wallet nicht gefunden");
  assert.equal(refusalMessage(LL, new ApiError(400, "something else")), undefined);
  assert.equal(refusalMessage(LL, "incorrect password"), undefined);
});
