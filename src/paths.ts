// Link builders for every route. No imports but types, so entities and features can build links without pulling in
// the route table (src/routes.ts), which imports every view.
import type { Account } from "./api/types";

type ProfileRef = Pick<Account, "id" | "acct">;

/** Remote accounts whose acct is a URL are addressed by id; the rest by acct. */
export function profileHref(account: ProfileRef, tab: "" | "gallery" | "subscription" = ""): string {
  const base = account.acct.includes("://") || account.acct.includes("/")
    ? `/profile/${encodeURIComponent(account.id)}`
    : `/@${encodeURIComponent(account.acct).replace(/%40/g, "@")}`; // a handle from another server is data, not a path
  return tab ? `${base}/${tab}` : base;
}

export const href = {
  landing: () => "/",
  about: () => "/about",
  ethereum: () => "/ethereum",
  addAccount: () => "/accounts/add",
  home: () => "/home",
  local: () => "/local",
  federated: () => "/federated",
  post: (id: string) => `/post/${encodeURIComponent(id)}`,
  tag: (name: string) => `/tag/${encodeURIComponent(name)}`,
  customFeeds: () => "/custom-feeds",
  customFeed: (id: string) => `/custom-feed/${encodeURIComponent(id)}`,
  customFeedTimeline: (id: string) => `/custom-feed/${encodeURIComponent(id)}/timeline`,
  explore: () => "/explore",
  notifications: () => "/notifications",
  directory: () => "/profile-directory",
  search: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  followRequests: () => "/follow-requests",
  mutes: () => "/mutes",
  bookmarks: () => "/bookmarks",
  favourites: () => "/favourites",
  interactions: (id: string, kind: "likes" | "reposts" | "reactions") => `/post/${encodeURIComponent(id)}/${kind}`,
  conversations: () => "/messages",
  outgoingFollowRequests: () => "/follow-requests/sent",
  groups: () => "/groups",
  group: (id: string) => `/groups/${encodeURIComponent(id)}`,
  adminAccounts: () => "/admin/accounts",
  profile: profileHref,
  subscriber: (id: string) => `/subscriber/${encodeURIComponent(id)}`,
  subscriptionSettings: () => "/subscriptions/settings",
  settings: () => "/settings",
  profileSettings: () => "/settings/profile",
  aliases: () => "/settings/aliases",
  identityProof: () => "/settings/identity-proof",
  identityProofEthereum: () => "/settings/identity-proof?ethereum",
  importFollowers: () => "/settings/import-followers",
  importFollows: () => "/settings/import-follows",
  moveFollowers: () => "/settings/move-followers",
};
