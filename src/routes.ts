// The one route table: names → wouter patterns, who may see each, and the lazily loaded view. Only the app imports
// it (it imports every view); links are built with src/paths.ts and access rules live in src/access.ts.
import type { ComponentType } from "react";
import type { Access } from "./access";
import type { Store } from "./state/store";

/** A view's module: its component and, optionally, what it prepares before the first render (app/start.tsx). */
export interface ViewModule {
  default: ComponentType;
  /** Run once the account is known when this view is the first screen; the first render waits for it (≤ 1 s). */
  prepareFirstScreen?: (store: Store) => Promise<unknown> | undefined;
}

export interface RouteDef {
  name: string;
  path: string | RegExp;
  access: Access;
  view: () => Promise<ViewModule>;
}

const acct = (suffix = "") => new RegExp(`^/@(?<acct>[^/]+)${suffix}/?$`);

export const ROUTES: RouteDef[] = [
  { name: "landing-page", path: "/", access: "guest", view: () => import("./features/auth/LandingView") },
  { name: "about", path: "/about", access: "everyone", view: () => import("./features/about/AboutView") },
  { name: "ethereum", path: "/ethereum", access: "guest", view: () => import("./features/auth/EthereumHelpView") },
  { name: "auth-callback", path: "/auth/callback", access: "everyone", view: () => import("./features/auth/AuthCallbackView") },
  { name: "add-account", path: "/accounts/add", access: "auth", view: () => import("./features/auth/AddAccountView") },
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
  { name: "favourite-list", path: "/favourites", access: "auth", view: () => import("./features/timeline/FavouritesView") },
  { name: "post-interactions", path: /^\/post\/(?<postId>[^/]+)\/(?<kind>likes|reposts|reactions)\/?$/, access: "auth", view: () => import("./features/relationships/InteractionsView") },
  { name: "conversations", path: "/messages", access: "auth", view: () => import("./features/conversations/ConversationsView") },
  { name: "outgoing-follow-requests", path: "/follow-requests/sent", access: "auth", view: () => import("./features/relationships/OutgoingRequestsView") },
  { name: "groups", path: "/groups", access: "auth", view: () => import("./features/groups/GroupsView") },
  { name: "group", path: "/groups/:groupId", access: "auth", view: () => import("./features/groups/GroupView") },
  { name: "admin-accounts", path: "/admin/accounts", access: "admin", view: () => import("./features/admin/AdminAccountsView") },
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
  { name: "aliases", path: "/settings/aliases", access: "mitraSettings", view: () => import("./features/settings/AliasesView") },
  { name: "identity-proof", path: "/settings/identity-proof", access: "mitraSettings", view: () => import("./features/settings/IdentityProofView") },
  { name: "import-followers", path: "/settings/import-followers", access: "mitraSettings", view: () => import("./features/settings/ImportFollowersView") },
  { name: "import-follows", path: "/settings/import-follows", access: "mitraSettings", view: () => import("./features/settings/ImportFollowsView") },
  { name: "move-followers", path: "/settings/move-followers", access: "mitraSettings", view: () => import("./features/settings/MoveFollowersView") },
];

/** Any other path goes home (which sends a visitor on to the landing page). */
export const FALLBACK_PATH = "/home";
