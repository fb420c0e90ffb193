// The contract validator must be able to fail, or the contract check proves nothing.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { checkAnswer, loadSpec, validate } from "./contract";

const spec = loadSpec();
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe("contract validator", () => {
  it("accepts a valid value and rejects a missing required property", () => {
    const list = { id: "1", title: "Friends", replies_policy: "followed", exclusive: true };
    assert.deepEqual(validate(spec, ref("List"), list), []);
    const { title: _title, ...withoutTitle } = list;
    assert.match(validate(spec, ref("List"), withoutTitle).join(), /missing required property title/);
  });

  it("checks types, including nullable unions", () => {
    assert.match(validate(spec, ref("List"), { id: 1, title: "x" }).join(), /expected string, got integer/);
    const marker = { last_read_id: "5", version: 0, updated_at: "2025-01-01T00:00:00Z" };
    assert.deepEqual(validate(spec, ref("Marker"), marker), []);
    assert.match(validate(spec, ref("Marker"), { ...marker, version: "0" }).join(), /expected integer/);
  });

  it("checks enums and oneOf branches", () => {
    assert.match(validate(spec, ref("Visibility"), "unlisted").join(), /not in enum/);
    const link = { type: "link", name: "Ko-fi", href: "https://ko-fi.example" };
    assert.deepEqual(validate(spec, ref("PaymentOption"), link), []);
    assert.match(validate(spec, ref("PaymentOption"), { type: "link" }).join(), /oneOf failed/);
  });

  it("flags undocumented statuses and content types", () => {
    const answer = { operation: "GET /api/v1/instance", status: 418, body: {}, contentType: "application/json" };
    assert.match(checkAnswer(spec, answer).join(), /status not documented/);
    const csv = { operation: "GET /api/v1/settings/export_follows", status: 200, body: "a@b\n", contentType: "application/json" };
    assert.match(checkAnswer(spec, csv).join(), /content type application\/json not documented/);
  });
});
