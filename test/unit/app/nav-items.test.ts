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

test("mutes and custom feeds are in the main navigation; follow requests only for an account that approves followers", () => {
  const open = visibleNavItems({ user, instance: null });
  const keys = open.map((i) => i.key);
  assert.ok(keys.includes("mutes") && keys.includes("feeds"));
  assert.equal(open.find((i) => i.key === "mutes")?.to({ user, instance: null }), "/mutes");
  assert.equal(open.find((i) => i.key === "feeds")?.to({ user, instance: null }), "/custom-feeds");
  assert.ok(!keys.includes("follow-requests"), "nobody asks to follow an open account");
  const locked = { ...user, locked: true } as CredentialAccount;
  const requests = visibleNavItems({ user: locked, instance: null }).find((i) => i.key === "follow-requests");
  assert.equal(requests?.to({ user: locked, instance: null }), "/follow-requests");
  assert.equal(requests?.pending, true, "it shows the pending count");
});

test("groups are in the navigation on Mitra only: elsewhere there is no groups API", () => {
  const on = (version: string) => visibleNavItems({ user, instance: { version } as Instance }).some((i) => i.key === "groups");
  assert.equal(on("4.0.0 (compatible; Mitra 4.16.0)"), true);
  assert.equal(on("4.3.2"), false);
  assert.equal(visibleNavItems({ user, instance: null }).some((i) => i.key === "groups"), true, "before the instance is known, Mitra");
});
