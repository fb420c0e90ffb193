// The profile's lists, as paged queries (state/query.ts): kept in the session's store, so a revisited tab shows
// its list at once and refreshes it when stale.
import type { Status, Subscription } from "../../api/types";
import { isRecord } from "../../lib/storage";
import { adoptAccounts, parseAccount } from "../../state/accounts";
import { definePagedQuery, defineQuery, expectShape, parseList, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";
import { loadMediaPosts, loadProfileList, loadSubscribers, loadVerifiedAliases, type ProfileList } from "./actions";

export const profileListQuery = definePagedQuery({
  name: "profile-list",
  key: (p: { list: ProfileList; accountId: string }) => `${p.list}:${p.accountId}`,
  loadPage: (get, p, cursor: string | null) => loadProfileList(get(apiAtom), p.list, p.accountId, cursor ?? undefined),
  parseItem: parseAccount,
  itemKey: (account) => account.id,
  adopt: (get, set, page) => adoptAccounts(get, set, page.items),
  staleAfter: STALE_AFTER.normal,
});

function parseStatus(raw: unknown): Status {
  expectShape(isRecord(raw) && typeof raw.id === "string" && Array.isArray(raw.media_attachments), "a post was expected");
  return raw as unknown as Status;
}

export const mediaPostsQuery = definePagedQuery({
  name: "profile-media",
  key: (accountId: string) => accountId,
  loadPage: (get, accountId, cursor: string | null) => loadMediaPosts(get(apiAtom), accountId, cursor ?? undefined),
  parseItem: parseStatus,
  itemKey: (post) => post.id,
  staleAfter: STALE_AFTER.normal,
});

function parseSubscription(raw: unknown): Subscription {
  expectShape(isRecord(raw) && typeof raw.id !== "undefined" && isRecord(raw.sender) && typeof raw.expires_at === "string", "a subscription was expected");
  return raw as unknown as Subscription;
}

export const subscribersQuery = definePagedQuery({
  name: "profile-subscribers",
  key: (accountId: string) => accountId,
  loadPage: (get, accountId, cursor: string | null) => loadSubscribers(get(apiAtom), accountId, cursor ?? undefined),
  parseItem: parseSubscription,
  itemKey: (subscription) => String(subscription.id),
  adopt: (get, set, page) => adoptAccounts(get, set, page.items.map((s) => s.sender)),
  staleAfter: STALE_AFTER.normal,
});

/** Other accounts proven to be the same person (the "Alias" badge). */
export const verifiedAliasesQuery = defineQuery({
  name: "profile-verified-aliases",
  key: (accountId: string) => accountId,
  load: (get, accountId) => loadVerifiedAliases(get(apiAtom), accountId),
  parse: (raw) => parseList(raw).map(parseAccount),
  staleAfter: STALE_AFTER.long,
});
