import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { guard, type GuardContext } from "../../src/access";
import { href, profileHref } from "../../src/paths";
import { ROUTES } from "../../src/routes";

const role = (...permissions_names: string[]) => ({ role: { id: 1, name: "user", permissions: "0", permissions_names } }) as GuardContext["user"];
const instance = (local: boolean, restricted: boolean) =>
  ({ allow_unauthenticated: { timeline_local: local }, federated_timeline_restricted: restricted }) as GuardContext["instance"];

const visitor: GuardContext = { authenticated: false, user: null, instance: instance(true, false) };
const user: GuardContext = { authenticated: true, user: role("create_post"), instance: instance(true, false) };
const admin: GuardContext = { authenticated: true, user: role("create_post", "delete_any_profile", "delete_any_post"), instance: instance(true, true) };

test("guest-only pages send signed-in users home", () => {
  assert.equal(guard("guest", visitor), null);
  assert.equal(guard("guest", user), "/home");
});

test("signed-in pages send visitors to the landing page", () => {
  assert.equal(guard("auth", visitor), "/");
  assert.equal(guard("auth", user), null);
  assert.equal(guard("everyone", visitor), null);
});

test("the local timeline is open to visitors only when the instance allows it", () => {
  assert.equal(guard("local", visitor), null);
  assert.equal(guard("local", { ...visitor, instance: instance(false, false) }), "/");
  assert.equal(guard("local", { ...user, instance: instance(false, false) }), null);
});

test("the federated timeline: signed in, and not restricted unless admin", () => {
  assert.equal(guard("federated", visitor), "/");
  assert.equal(guard("federated", user), null);
  assert.equal(guard("federated", { ...user, instance: instance(true, true) }), "/home");
  assert.equal(guard("federated", admin), null);
});

test("subscription settings need manage_subscription_options", () => {
  assert.equal(guard("subscriptionSettings", visitor), "/");
  assert.equal(guard("subscriptionSettings", user), "/home");
  assert.equal(guard("subscriptionSettings", { ...user, user: role("manage_subscription_options") }), null);
});

test("Mitra's own settings pages send a signed-in user of another server back to the settings", () => {
  const on = (version: string) => ({ ...user, instance: { ...instance(true, false), version } as GuardContext["instance"] });
  assert.equal(guard("mitraSettings", visitor), "/");
  assert.equal(guard("mitraSettings", on("4.3.0 (compatible; Mitra 4.16.0)")), null);
  assert.equal(guard("mitraSettings", on("4.3.0")), "/settings");
  const mitraOnly = ["aliases", "identity-proof", "import-followers", "import-follows", "move-followers"];
  assert.deepEqual(ROUTES.filter((r) => r.access === "mitraSettings").map((r) => r.name), mitraOnly);
});

test("every path of both spec documents is in the route table", () => {
  const paths = ROUTES.map((r) => String(r.path));
  for (const p of [
    "/", "/about", "/ethereum", "/home", "/local", "/federated", "/post/:postId", "/tag/:tagName", "/custom-feeds",
    "/custom-feed/:feedId", "/custom-feed/:feedId/timeline", "/explore", "/notifications", "/profile-directory",
    "/search", "/follow-requests", "/mutes", "/bookmarks", "/profile/:profileId", "/profile/:profileId/gallery",
    "/profile/:profileId/subscription", "/subscriber/:profileId", "/subscriptions/settings", "/settings",
    "/settings/profile", "/settings/aliases", "/settings/identity-proof", "/settings/import-followers",
    "/settings/import-follows", "/settings/move-followers",
  ]) {
    assert.ok(paths.includes(p), `missing ${p}`);
  }
  const byAcct = ROUTES.filter((r) => r.path instanceof RegExp).map((r) => r.path as RegExp);
  assert.ok(byAcct.some((re) => re.exec("/@alice")?.groups?.acct === "alice"));
  assert.ok(byAcct.some((re) => re.exec("/@bob@remote.example/gallery")?.groups?.acct === "bob@remote.example"));
  assert.ok(byAcct.some((re) => re.exec("/@bob@remote.example/subscription")?.groups?.acct === "bob@remote.example"));
});

test("each route's view module exists and is loaded lazily", () => {
  const source = readFileSync("src/routes.ts", "utf8");
  for (const route of ROUTES) assert.equal(typeof route.view, "function", route.name);
  assert.doesNotMatch(source, /^import .* from "\.\/features/m, "views are imported only with import()");
});

test("profile links use the acct, or the id when the acct is a URL", () => {
  assert.equal(profileHref({ id: "1", acct: "alice" }), "/@alice");
  assert.equal(profileHref({ id: "2", acct: "bob@remote.example" }, "gallery"), "/@bob@remote.example/gallery");
  assert.equal(profileHref({ id: "3", acct: "https://remote.example/users/c" }), "/profile/3");
  assert.equal(profileHref({ id: "3", acct: "https://remote.example/users/c" }, "subscription"), "/profile/3/subscription");
  assert.equal(href.search("#tag @x"), "/search?q=%23tag%20%40x");
  assert.equal(href.post("a/b"), "/post/a%2Fb");
});

test("a handle from another server cannot add a query, a fragment or a segment to a profile link", () => {
  assert.equal(profileHref({ id: "4", acct: "eve?invoice_id=1#x" }), "/@eve%3Finvoice_id%3D1%23x");
  assert.equal(profileHref({ id: "5", acct: "a b@remote.example" }, "subscription"), "/@a%20b@remote.example/subscription");
  assert.equal(profileHref({ id: "6", acct: "eve%2F..%2Fsettings" }), "/@eve%252F..%252Fsettings");
});
