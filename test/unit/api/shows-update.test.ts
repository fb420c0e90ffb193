// A profile save counts as saved only when the account the server answers with shows the change: a server that
// ignores the form (a Mastodon-compatible server reading only multipart) must not be called successful.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { CredentialAccount } from "../../../src/api/types";
import { showsUpdate } from "../../../src/api/endpoints/account-settings";

const user = (patch: Partial<CredentialAccount> = {}) =>
  ({
    display_name: "Alice",
    locked: false,
    bot: false,
    fields: [{ name: "Garden", value: "north" }],
    source: { note: "Seed saver.", fields: [], privacy: "public" },
    ...patch,
  }) as CredentialAccount;

test("the answer shows the name, flags, bio and field labels that were sent", () => {
  assert.equal(showsUpdate(user(), { display_name: "Alice", note: "Seed saver. ", locked: false, bot: false }), true);
  assert.equal(showsUpdate(user(), { fields_attributes: [{ name: "Garden", value: "south" }, { name: " ", value: "" }] }), true);
  // A multipart form turns the bio's line breaks into CRLF, and the server keeps them so.
  const twoLines = user({ source: { note: "Seed saver.\r\n\r\nAsk me.", fields: [], privacy: "public" } as never });
  assert.equal(showsUpdate(twoLines, { note: "Seed saver.\n\nAsk me." }), true);
});

test("an answer that still has the old values is not a save", () => {
  assert.equal(showsUpdate(user(), { display_name: "Alice on Mastodon" }), false);
  assert.equal(showsUpdate(user(), { note: "New bio" }), false);
  assert.equal(showsUpdate(user(), { locked: true }), false);
  assert.equal(showsUpdate(user(), { bot: true }), false);
  assert.equal(showsUpdate(user(), { fields_attributes: [{ name: "Website", value: "https://a.example" }] }), false);
  // A server that does not send the source bio cannot show it: the note alone does not decide.
  assert.equal(showsUpdate(user({ source: { note: null, fields: [], privacy: "public" } as never }), { note: "New bio" }), true);
});

test("a save the server ignored is told in the reader's words, not as an unknown error", async () => {
  const { createStore } = await import("jotai");
  const { ApiError, PROFILE_NOT_SAVED } = await import("../../../src/api/client");
  const { errorMessage } = await import("../../../src/state/errors");
  const { LLAtom } = await import("../../../src/state/i18n");
  const LL = createStore().get(LLAtom);
  const message = errorMessage(LL, new ApiError(0, PROFILE_NOT_SAVED));
  assert.equal(message, LL.errors.servers.profileNotSaved());
  assert.match(message, /did not save the profile/);
});
