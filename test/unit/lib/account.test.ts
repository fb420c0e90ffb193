import { test } from "node:test";
import assert from "node:assert/strict";
import { address, displayName, handle, isPlaceholderImage, isRemote } from "../../../src/lib/account";

const local = { username: "alice", acct: "alice", display_name: "Alice" };
const remote = { username: "bob", acct: "bob@remote.example", display_name: "" };
const byUrl = { username: "carol", acct: "https://remote.example/users/carol", display_name: null };

test("display names lose control and bidi characters and fall back to the username", () => {
  assert.equal(displayName(local), "Alice");
  assert.equal(displayName(remote), "bob");
  assert.equal(displayName(byUrl), "carol");
  assert.equal(displayName({ ...local, display_name: "Al\u202Eice\u0000" }), "Alice");
  assert.equal(displayName({ ...local, display_name: "\u200B\u202E\u0007" }), "alice");
});

test("remote means acct differs from username", () => {
  assert.equal(isRemote(local), false);
  assert.equal(isRemote(remote), true);
  assert.equal(isRemote(byUrl), true);
});

test("address and handle", () => {
  assert.equal(address(local, "social.example"), "alice@social.example");
  assert.equal(address(local, undefined), "alice");
  assert.equal(handle(local, "social.example"), "@alice@social.example");
  assert.equal(handle(remote, "social.example"), "@bob@remote.example");
  assert.equal(handle(byUrl, "social.example"), "https://remote.example/users/carol");
});

test("the identicon banner counts as none", () => {
  assert.equal(isPlaceholderImage("https://s.example/api/v1/accounts/identicon"), true);
  assert.equal(isPlaceholderImage("https://s.example/api/v1/accounts/identicon?input=x"), true);
  assert.equal(isPlaceholderImage("https://s.example/media/banner.png"), false);
  assert.equal(isPlaceholderImage(""), true);
});
