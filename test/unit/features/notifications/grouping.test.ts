import { test } from "node:test";
import assert from "node:assert/strict";
import { groupNotifications, withoutDismissed } from "../../../../src/features/notifications/grouping";
import { createStore } from "jotai";
import { kindOf, kindText } from "../../../../src/features/notifications/notification-kinds";
import { LLAtom } from "../../../../src/state/i18n";

type N = import("../../../../src/api/types").Notification;
const account = { id: "a", username: "bob", acct: "bob" } as N["account"];
let seq = 1000;
const n = (postId: string | null, type = "favourite"): N =>
  ({ id: String(seq--), type, account, created_at: "2025-01-01T00:00:00Z", status: postId ? ({ id: postId } as N["status"]) : null }) as N;
const shape = (groups: ReturnType<typeof groupNotifications>) => groups.map((g) => [g.status?.id ?? null, g.items.length]);

test("consecutive notifications about the same post form one group; the post comes from the last one", () => {
  const items = [n("p1"), n("p1", "reblog"), n("p1", "pleroma:emoji_reaction"), n("p2"), n(null, "follow"), n("p1")];
  const groups = groupNotifications(items);
  assert.deepEqual(shape(groups), [["p1", 3], ["p2", 1], [null, 1], ["p1", 1]]);
  assert.equal(groups[0].key, items[0].id);
  assert.equal(groups[0].status, items[2].status);
});

test("notifications without a post are never grouped, even next to each other", () => {
  assert.deepEqual(shape(groupNotifications([n(null, "follow"), n(null, "follow"), n(null, "move")])), [[null, 1], [null, 1], [null, 1]]);
});

test("grouping never crosses a page boundary: each block of 20 is a page", () => {
  const items = Array.from({ length: 25 }, () => n("same"));
  assert.deepEqual(shape(groupNotifications(items)), [["same", 20], ["same", 5]]);
  assert.deepEqual(shape(groupNotifications(items.slice(0, 6), 3)), [["same", 3], ["same", 3]]);
  // The item at index 19 stays in the first page's group even when the run starts at 18.
  const mixed = [...Array.from({ length: 18 }, () => n(null, "follow")), n("x"), n("x"), n("x")];
  assert.deepEqual(shape(groupNotifications(mixed)).slice(18), [["x", 2], ["x", 1]]);
});

test("dismissed notifications leave their group, and an emptied group goes", () => {
  const items = [n("p1"), n("p1"), n(null, "follow")];
  const groups = groupNotifications(items);
  const left = withoutDismissed(groups, new Set([items[0].id, items[2].id]));
  assert.deepEqual(shape(left), [["p1", 1]]);
  assert.equal(left[0].items[0], items[1]);
  assert.equal(withoutDismissed(groups, new Set()), groups);
});

test("every type has its kind; a reply is a mention with subtype reply; unknown types are generic", () => {
  const kinds = Object.fromEntries(
    ["follow", "follow_request", "mention", "favourite", "emoji_reaction", "pleroma:emoji_reaction", "reblog", "subscription",
      "subscription_expiration", "subscriber_leaving", "move", "admin.sign_up", "moderation_warning", "payment_anonymous",
      "admin.report", "pleroma:report", "poll", "update", "status", "quote", "quoted_update", "severed_relationships",
      "pleroma:chat_mention", "__proto__", "toString"].map((type) => [type, kindOf({ type, subtype: null })]),
  );
  assert.deepEqual(kinds, {
    follow: "follow", follow_request: "followRequest", mention: "mention", favourite: "favourite", emoji_reaction: "reaction",
    "pleroma:emoji_reaction": "reaction", reblog: "reblog", subscription: "subscription", subscription_expiration: "subscriptionExpiration",
    subscriber_leaving: "subscriberLeaving", move: "move", "admin.sign_up": "signUp", moderation_warning: "moderationWarning",
    payment_anonymous: "paymentAnonymous", "admin.report": "reported", "pleroma:report": "reported", poll: "pollEnded",
    update: "edited", status: "posted", quote: "quoted", quoted_update: "edited", severed_relationships: "severed", "pleroma:chat_mention": "unknown",
    ["__proto__"]: "unknown", toString: "unknown",
  });
  assert.equal(kindOf({ type: "mention", subtype: "reply" }), "reply");
  assert.equal(kindOf({ type: "favourite", subtype: "reply" }), "favourite");
});

test("each kind of notification says what happened in its own words", () => {
  const LL = createStore().get(LLAtom);
  const kinds = ["follow", "follow_request", "mention", "favourite", "emoji_reaction", "reblog", "subscription", "subscription_expiration",
    "subscriber_leaving", "move", "admin.sign_up", "moderation_warning", "payment_anonymous", "poll", "update", "status", "quote",
    "admin.report", "severed_relationships", "pleroma:chat_mention"].map((type) => kindOf({ type, subtype: null }));
  const texts = [...kinds, kindOf({ type: "mention", subtype: "reply" })].map((kind) => kindText(LL, kind));
  assert.equal(texts[0], "followed you");
  assert.equal(texts.at(-1), "replied to your post");
  assert.equal(texts.at(-2), "sent you a notification");
  assert.equal(new Set(texts).size, texts.length, "every kind has words of its own");
});

test("a poll ending, an edit, a new post or a quote stands alone: never grouped with the likes of the same post", () => {
  const items = [n("p1"), n("p1", "poll"), n("p1"), n("p1", "reblog"), n("p1", "update"), n("p1", "update"), n("p1", "status"),
    n("p1", "quote"), n("p1", "quoted_update"), n("p1", "pleroma:emoji_reaction")];
  assert.deepEqual(shape(groupNotifications(items)), [["p1", 1], ["p1", 1], ["p1", 2], ["p1", 1], ["p1", 1], ["p1", 1], ["p1", 1], ["p1", 1], ["p1", 1]]);
});
