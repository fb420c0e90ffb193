// Own legacy identity proofs offer to be made again (checklist 24): $ETH through the wallet, Key on the proof page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../subscriptions/dom";

const window = installDom();
const { act } = await import("react");
const { renderInApp } = await import("../../support/render");
const { ProfileAbout } = await import("../../../../src/features/profile/ProfileAbout");
const { noticesAtom } = await import("../../../../src/state/notices");

const field = (name: string, legacy: boolean) => ({ name, value: "0xabc", verified_at: "2026-01-01T00:00:00Z", is_legacy_proof: legacy });
const account = {
  id: "a1", username: "alice", acct: "alice", note: "", emojis: [], fields: [], payment_options: [],
  identity_proofs: [field("$ETH", true), field("Key", true), field("$XMR", false)],
};

async function render(own: boolean) {
  const page = await renderInApp(<ProfileAbout account={account as never} own={own} />, { path: "/@alice" });
  const { container } = page;
  const renew = (name: string) =>
    container.querySelector(`.profile-field:nth-child(${["$ETH", "Key", "$XMR"].indexOf(name) + 1}) .renew-proof`) as HTMLElement | null;
  // The control loads on its own (it is rare): wait for it on the own profile.
  for (let i = 0; own && i < 100 && !renew("$ETH"); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  return { ...page, renew };
}

test("only the own profile offers to renew, and only legacy proofs", async () => {
  const other = await render(false);
  assert.equal(other.renew("$ETH"), null);
  assert.equal(other.renew("Key"), null);
  await other.unmount();
  const own = await render(true);
  assert.equal(own.renew("$ETH")?.textContent, "Renew verification");
  assert.equal(own.renew("$XMR"), null, "a current proof needs no renewal");
  // A key proof is made again on the identity-proof page.
  assert.equal(own.renew("Key")?.getAttribute("href"), "/settings/identity-proof");
  await own.unmount();
});

test("renewing an Ethereum proof without a wallet says so; with one it opens the wallet proof", async () => {
  const page = await render(true);
  await act(async () => page.renew("$ETH")!.click());
  assert.deepEqual(page.store.get(noticesAtom).map((n) => [n.message, n.kind]), [["Ethereum wallet is not detected", "error"]]);
  assert.equal(page.memory.history.at(-1), "/@alice");

  (window as unknown as { ethereum?: object }).ethereum = { request: async () => null };
  await act(async () => page.renew("$ETH")!.click());
  assert.equal(page.memory.history.at(-1), "/settings/identity-proof?ethereum");
  delete (window as unknown as { ethereum?: object }).ethereum;
  await page.unmount();
});
