// The Alias badge asks for aliases/all only where it can show something: on Mitra, for a profile with identity proofs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../subscriptions/dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { ProfileBadges } = await import("../../../../src/features/profile/ProfileBadges");
const { apiAtom, instanceAtom } = await import("../../../../src/state/session");
const { fakeApi } = await import("../../support/fake-api");

const proof = { name: "$", value: "did:pkh:eip155:1:0xabc", verified_at: "2026-01-01T00:00:00Z" };
const alias = { id: "a2", username: "alice", acct: "alice@other.example", display_name: "", url: "https://other.example/@alice", avatar: null, emojis: [], fields: [], identity_proofs: [] };

async function aliasRequests(version: string, proofs: unknown[]) {
  const fake = fakeApi(() => ({ body: { declared: [], declared_all: [], verified: [alias] } }));
  const store = createStore();
  store.set(apiAtom, fake.api);
  store.set(instanceAtom, { uri: "mitra.test", version, configuration: {} } as never);
  const account = { id: "a1", username: "alice", acct: "alice", display_name: "Alice", bot: false, identity_proofs: proofs, fields: [] };
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(<Provider store={store}><ProfileBadges account={account as never} own={false} /></Provider>));
  // The badge's code loads on its own, then asks: wait for the badge (or, where none comes, a while).
  for (let i = 0; i < 50 && !container.textContent; i++) await act(() => new Promise((r) => setTimeout(r, 5)));
  const text = container.textContent ?? "";
  await act(async () => root.unmount());
  return { count: fake.count("GET", /\/aliases\/all$/), text };
}

test("aliases/all is asked only on Mitra and only for a profile with identity proofs", async () => {
  const mitra = "4.0.0 (compatible; Mitra 4.11.0)";
  const withProofs = await aliasRequests(mitra, [proof]);
  assert.equal(withProofs.count, 1);
  assert.match(withProofs.text, /Alias/, "the badge shows the verified alias");
  assert.equal((await aliasRequests(mitra, [])).count, 0, "no proofs, no verified aliases to ask about");
  assert.equal((await aliasRequests("4.3.0", [proof])).count, 0, "Mastodon has no aliases/all");
});
