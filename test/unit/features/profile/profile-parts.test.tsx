// Payment options (with Subscribe) and the renewal of an old-style proof are parts only some profiles need: such a
// profile shows once their code is in, never without them first (nothing jumps in after the page); the others show
// at once and never ask for that code.
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Account } from "../../../../src/api/types";
import { installDom } from "../subscriptions/dom";

installDom();
const { act } = await import("react");
const { renderInApp } = await import("../../support/render");
const { ProfileAbout } = await import("../../../../src/features/profile/ProfileAbout");
const { hasPayments, offersRenewal, paymentsPart, useProfileParts } = await import("../../../../src/features/profile/profile-parts");

const base = { id: "b1", username: "bob", acct: "bob", note: "", emojis: [], fields: [], identity_proofs: [], payment_options: [] };
const withCoin = { ...base, fields: [{ name: "$BTC", value: "bc1qdemo", verified_at: null }] } as unknown as Account;
const plain = { ...base, fields: [{ name: "Site", value: "example.org", verified_at: null }] } as unknown as Account;
const legacy = { ...base, identity_proofs: [{ name: "Key", value: "did:key:z6", verified_at: "2026-01-01T00:00:00Z", is_legacy_proof: true }] } as unknown as Account;

test("which profiles need which part", () => {
  assert.equal(hasPayments(withCoin), true, "a coin field");
  assert.equal(hasPayments({ ...base, payment_options: [{ type: "link", name: "Tip", href: "https://tip.example" }] } as unknown as Account), true);
  assert.equal(hasPayments({ ...base, payment_options: [{ type: "monero-subscription", chain_id: "monero:1", price: 1, payout_address: "4" }] } as unknown as Account), true);
  assert.equal(hasPayments(plain), false);
  assert.equal(offersRenewal(legacy, true), true);
  assert.equal(offersRenewal(legacy, false), false, "only on the own profile");
  assert.equal(offersRenewal(plain, true), false);
});

/** The profile's about section once its parts are in, as ProfileView shows it; every render is recorded. */
function Page({ account, seen }: { account: Account; seen: string[] }) {
  const parts = useProfileParts(account, false);
  seen.push(parts.ready ? "profile" : "waiting");
  return parts.ready ? <ProfileAbout account={account} own={false} /> : <p role="status">waiting</p>;
}

test("a profile without payment options shows at once, without their code", async () => {
  const seen: string[] = [];
  const page = await renderInApp(<Page account={plain} seen={seen} />);
  assert.equal(seen[0], "profile");
  assert.equal(paymentsPart.module, null, "the payment code is not loaded");
  await page.unmount();
});

test("a profile with payment options waits for their code, then shows them in its first render", async () => {
  const seen: string[] = [];
  const page = await renderInApp(<Page account={withCoin} seen={seen} />);
  assert.equal(seen[0], "waiting");
  for (let i = 0; i < 100 && !page.container.querySelector(".profile-about"); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  const about = page.container.querySelector(".profile-about");
  assert.ok(about, "the profile shows once the code is in");
  assert.match(about.textContent ?? "", /Payment options.*Bitcoin/, "with the payment options in the same render");
  await page.unmount();
});
