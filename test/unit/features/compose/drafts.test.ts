import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";

const window = new Window();
Object.defineProperty(globalThis, "localStorage", { value: window.localStorage, configurable: true });
const { draftKey, loadDraft, parseDraft, removeDraft, saveDraft, isEmptyDraft } = await import("../../../../src/features/compose/drafts");

const draft = (text: string) => ({ text, sensitive: false, visibility: null, poll: null, attachments: [], idempotencyKey: null });

beforeEach(() => window.localStorage.clear());

test("draft keys: one for new posts, one per reply parent, one per quoted post, none when editing", () => {
  assert.equal(draftKey({ mode: "new" }), "post_content:new");
  assert.equal(draftKey({ mode: "reply", parentId: "p1" }), "post_content:reply:p1");
  assert.equal(draftKey({ mode: "quote", quotedId: "q1" }), "post_content:quote:q1");
  assert.equal(draftKey({ mode: "edit" }), null);
});

test("drafts are stored under the versioned prefix and read back", () => {
  const key = draftKey({ mode: "reply", parentId: "p1" });
  saveDraft(key, { ...draft("hello"), sensitive: true, visibility: "direct", idempotencyKey: "0123456789abcdef0123" });
  assert.ok(window.localStorage.getItem("mitra.v1.post_content:reply:p1"));
  assert.deepEqual(loadDraft(key), { ...draft("hello"), sensitive: true, visibility: "direct", idempotencyKey: "0123456789abcdef0123" });
  assert.equal(loadDraft(draftKey({ mode: "reply", parentId: "p2" })), null);
  removeDraft(key);
  assert.equal(loadDraft(key), null);
});

test("an empty draft is removed rather than stored; editing never stores", () => {
  saveDraft("post_content:new", draft("x"));
  saveDraft("post_content:new", draft("  "));
  assert.equal(window.localStorage.getItem("mitra.v1.post_content:new"), null);
  saveDraft(null, draft("typed while editing"));
  assert.equal(window.localStorage.length, 0);
  assert.equal(isEmptyDraft({ ...draft(""), attachments: [{ id: "m", type: "image", url: "u", previewUrl: null, description: null }] }), false);
});

test("bad stored data gives no draft, bad fields fall back", () => {
  window.localStorage.setItem("mitra.v1.post_content:new", "{not json");
  assert.equal(loadDraft("post_content:new"), null);
  assert.equal(parseDraft({ text: 5 }), undefined);
  const parsed = parseDraft({ text: "t", visibility: "everyone", idempotencyKey: "short", poll: { options: ["a", 3], duration: -1, unit: "weeks" }, attachments: [{ id: 1 }, { id: "m1", url: "u" }] });
  assert.equal(parsed?.visibility, null);
  assert.equal(parsed?.idempotencyKey, null);
  assert.deepEqual(parsed?.poll, { options: ["a", ""], duration: 1, unit: "days", multiple: false });
  assert.deepEqual(parsed?.attachments, [{ id: "m1", url: "u", type: "unknown", previewUrl: null, description: null }]);
});
