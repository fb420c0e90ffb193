import { test } from "node:test";
import assert from "node:assert/strict";
import { guard, type GuardContext } from "../../src/access";
import { href } from "../../src/paths";
import { ROUTES } from "../../src/routes";

const role = (...permissions_names: string[]) => ({ role: { id: 1, name: "user", permissions: "0", permissions_names } }) as GuardContext["user"];
const visitor: GuardContext = { authenticated: false, user: null, instance: null };
const user: GuardContext = { authenticated: true, user: role("create_post"), instance: null };
const admin: GuardContext = { authenticated: true, user: role("create_post", "delete_any_profile"), instance: null };

test("the admin account list is for admins only", () => {
  assert.equal(guard("admin", visitor), "/");
  assert.equal(guard("admin", user), "/home");
  assert.equal(guard("admin", admin), null);
});

test("who-interacted pages match their links, and only the three kinds", () => {
  const route = ROUTES.find((r) => r.name === "post-interactions")!;
  const pattern = route.path as RegExp;
  for (const kind of ["likes", "reposts", "reactions"] as const) {
    const match = pattern.exec(href.interactions("01a2-x", kind));
    assert.deepEqual({ ...match?.groups }, { postId: "01a2-x", kind });
  }
  assert.equal(pattern.test("/post/1/bookmarks"), false);
});
