// The one route table: names → wouter patterns, who may see each, and the lazily loaded view.
// Views never format paths by hand; they use the href builders at the bottom.
import type { ComponentType } from "react";
import type { Account, CredentialAccount, Instance } from "./api/types";
import { can, isAdmin } from "./state/permissions";

export type Access = "everyone" | "guest" | "auth" | "local" | "federated" | "subscriptionSettings";

export interface RouteDef {
  name: string;
  path: string | RegExp;
  access: Access;
  view: () => Promise<{ default: ComponentType }>;
}

const acct = (suffix = "") => new RegExp(`^/@(?<acct>[^/]+)${suffix}/?$`);

export const ROUTES: RouteDef[] = [
  { name: "landing-page", path: "/", access: "guest", view: () => import("./features/auth/LandingView") },
  { name: "about", path: "/about", access: "everyone", view: () => import("./features/about/AboutView") },
  { name: "ethereum", path: "/ethereum", access: "guest", view: () => import("./features/auth/EthereumHelpView") },
  { name: "home", path: "/home", access: "auth", view: () => import("./features/timeline/HomeView") },
  { name: "local", path: "/local", access: "local", view: () => import("./features/timeline/LocalView") },
  { name: "known-network", path: "/federated", access: "federated", view: () => import("./features/timeline/FederatedView") },
  { name: "post", path: "/post/:postId", access: "everyone", view: () => import("./features/thread/ThreadView") },
  { name: "tag", path: "/tag/:tagName", access: "everyone", view: () => import("./features/timeline/TagView") },
  { name: "custom-feed-list", path: "/custom-feeds", access: "auth", view: () => import("./features/feeds/FeedListView") },
  { name: "custom-feed", path: "/custom-feed/:feedId", access: "auth", view: () => import("./features/feeds/FeedConfigView") },
  { name: "custom-feed-timeline", path: "/custom-feed/:feedId/timeline", access: "auth", view: () => import("./features/timeline/FeedTimelineView") },
  { name: "explore", path: "/explore", access: "auth", view: () => import("./features/feeds/ExploreView") },
  { name: "notifications", path: "/notifications", access: "auth", view: () => import("./features/notifications/NotificationsView") },
  { name: "profile-directory", path: "/profile-directory", access: "auth", view: () => import("./features/directory/DirectoryView") },
  { name: "search", path: "/search", access: "auth", view: () => import("./features/search/SearchView") },
  { name: "follow-request-list", path: "/follow-requests", access: "auth", view: () => import("./features/relationships/FollowRequestsView") },
  { name: "mute-list", path: "/mutes", access: "auth", view: () => import("./features/relationships/MutesView") },
  { name: "bookmark-list", path: "/bookmarks", access: "auth", view: () => import("./features/timeline/BookmarksView") },
  { name: "profile-by-acct", path: acct(), access: "everyone", view: () => import("./features/profile/ProfileView") },
  { name: "profile", path: "/profile/:profileId", access: "everyone", view: () => import("./features/profile/ProfileView") },
  { name: "profile-by-acct-gallery", path: acct("/gallery"), access: "everyone", view: () => import("./features/profile/GalleryView") },
  { name: "profile-gallery", path: "/profile/:profileId/gallery", access: "everyone", view: () => import("./features/profile/GalleryView") },
  { name: "profile-by-acct-subscription", path: acct("/subscription"), access: "everyone", view: () => import("./features/subscriptions/SubscriptionView") },
  { name: "profile-subscription", path: "/profile/:profileId/subscription", access: "everyone", view: () => import("./features/subscriptions/SubscriptionView") },
  { name: "subscriber", path: "/subscriber/:profileId", access: "auth", view: () => import("./features/subscriptions/SubscriberView") },
  { name: "subscriptions-settings", path: "/subscriptions/settings", access: "subscriptionSettings", view: () => import("./features/subscriptions/SubscriptionSettingsView") },
  { name: "settings", path: "/settings", access: "auth", view: () => import("./features/settings/SettingsView") },
  { name: "profile-settings", path: "/settings/profile", access: "auth", view: () => import("./features/settings/ProfileEditView") },
  { name: "aliases", path: "/settings/aliases", access: "auth", view: () => import("./features/settings/AliasesView") },
  { name: "identity-proof", path: "/settings/identity-proof", access: "auth", view: () => import("./features/settings/IdentityProofView") },
  { name: "import-followers", path: "/settings/import-followers", access: "auth", view: () => import("./features/settings/ImportFollowersView") },
  { name: "import-follows", path: "/settings/import-follows", access: "auth", view: () => import("./features/settings/ImportFollowsView") },
  { name: "move-followers", path: "/settings/move-followers", access: "auth", view: () => import("./features/settings/MoveFollowersView") },
];

export interface GuardContext {
  authenticated: boolean;
  user: Pick<CredentialAccount, "role"> | null;
  instance: Pick<Instance, "allow_unauthenticated" | "federated_timeline_restricted"> | null;
}

/** Where to send someone who may not see a route, or null when they may. */
export function guard(access: Access, ctx: GuardContext): string | null {
  switch (access) {
    case "everyone":
      return null;
    case "guest":
      return ctx.authenticated ? "/home" : null;
    case "auth":
      return ctx.authenticated ? null : "/";
    case "local":
      return ctx.authenticated || ctx.instance?.allow_unauthenticated?.timeline_local ? null : "/";
    case "federated":
      if (!ctx.authenticated) return "/";
      // The real server lets delete_any_post through a restricted federated timeline; the spec says admin.
      return !ctx.instance?.federated_timeline_restricted || isAdmin(ctx.user) || can(ctx.user, "delete_any_post")
        ? null
        : "/home";
    case "subscriptionSettings":
      if (!ctx.authenticated) return "/";
      return can(ctx.user, "manage_subscription_options") ? null : "/home";
  }
}

/** Any other path goes home (which sends a visitor on to the landing page). */
export const FALLBACK_PATH = "/home";

// ---- href builders -------------------------------------------------------------------------------------------

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
  profile: profileHref,
  subscriber: (id: string) => `/subscriber/${encodeURIComponent(id)}`,
  subscriptionSettings: () => "/subscriptions/settings",
  settings: () => "/settings",
  profileSettings: () => "/settings/profile",
  aliases: () => "/settings/aliases",
  identityProof: () => "/settings/identity-proof",
  importFollowers: () => "/settings/import-followers",
  importFollows: () => "/settings/import-follows",
  moveFollowers: () => "/settings/move-followers",
};
