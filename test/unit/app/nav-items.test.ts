import { test } from "node:test";
import assert from "node:assert/strict";
import type { CredentialAccount, Instance } from "../../../src/api/types";
import { isCurrent, visibleNavItems } from "../../../src/app/nav-items";

const user = { id: "1", acct: "alice", role: { permissions: [] } } as unknown as CredentialAccount;

test("a nav entry is current on its page and the pages under it, not on look-alikes", () => {
  assert.equal(isCurrent("/settings", "/settings"), true);
  assert.equal(isCurrent("/settings/profile", "/settings"), true);
  assert.equal(isCurrent("/settings-old", "/settings"), false);
  assert.equal(isCurrent("/home", "/"), false);
});

test("the sidebar starts with Home, links the own profile and hides a restricted federated timeline", () => {
  const open = visibleNavItems({ user, instance: { federated_timeline_restricted: false } as Instance });
  assert.equal(open[0]?.key, "home");
  assert.equal(open.find((i) => i.key === "profile")?.to({ user, instance: null }), "/@alice");
  assert.ok(open.some((i) => i.key === "federated"));
  const restricted = visibleNavItems({ user, instance: { federated_timeline_restricted: true } as Instance });
  assert.ok(!restricted.some((i) => i.key === "federated"));
});
