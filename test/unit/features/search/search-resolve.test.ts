// A server other than Mitra looks up a remote address or a post's URL only when the search asks it to resolve.
import { afterEach, test } from "node:test";
import assert from "node:assert/strict";
import { createStore } from "jotai";
import { searchQuery } from "../../../../src/features/search/actions";
import { apiAtom, instanceAtom } from "../../../../src/state/session";
import { fakeApi } from "../../support/fake-api";

const MASTODON = { uri: "example.social", title: "Example", version: "4.3.0", configuration: {} };
const MITRA = { uri: "mitra.test", title: "Test", version: "4.3.0 (compatible; Mitra 4.16.0)", configuration: {} };

// The instance is shared by every store: the next test starts without one.
afterEach(() => createStore().set(instanceAtom, null));

async function searched(instance: object, q: string) {
  const fake = fakeApi(() => ({ body: { accounts: [], statuses: [], hashtags: [] } }));
  const store = createStore();
  store.set(instanceAtom, instance as never);
  store.set(apiAtom, fake.api);
  await store.set(searchQuery.fetchAtom, q);
  return fake.requests.map((r) => r.url);
}

test("on a Mastodon-compatible server the search asks to resolve a remote address or a post URL", async () => {
  const [handle] = await searched(MASTODON, "@lena@fedi.example");
  assert.equal(handle.pathname, "/api/v2/search");
  assert.equal(handle.searchParams.get("resolve"), "true");
  const [url] = await searched(MASTODON, "https://fedi.example/@lena/1");
  assert.equal(url.searchParams.get("resolve"), "true");
  const did = await searched(MASTODON, "did:key:z6Mkabc");
  assert.deepEqual(did.map((u) => u.pathname), ["/api/v2/search"], "no search_did, which only Mitra has");
});

test("on Mitra, which always resolves, the search sends no resolve parameter", async () => {
  const [handle] = await searched(MITRA, "@lena@fedi.example");
  assert.equal(handle.searchParams.has("resolve"), false);
  const did = await searched(MITRA, "did:key:z6Mkabc");
  assert.deepEqual(did.map((u) => u.pathname).sort(), ["/api/v1/accounts/search_did", "/api/v2/search"]);
});
