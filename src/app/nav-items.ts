// The main navigation as data: the sidebar (and the phone menu, which is the same list) renders these in order.
// A new screen adds one entry here.
import type { CredentialAccount, Instance } from "../api/types";
import { detectServer } from "../api/server";
import { guard } from "../access";
import { href } from "../paths";
import type { TranslationFunctions } from "../../locales/i18n-types";
import { isAdmin } from "../state/permissions";
import type { IconName } from "../ui/Icon";
import "../state/ns/frame";

export interface NavContext {
  user: CredentialAccount | null;
  instance: Instance | null;
}

export interface NavItem {
  key: string;
  icon: IconName;
  label: (LL: TranslationFunctions) => string;
  to: (ctx: NavContext) => string;
  /** Shown only when this says so (default: always). */
  visible?: (ctx: NavContext) => boolean;
  /** Shows the unread notifications count. */
  unread?: boolean;
  /** Shows how many follow requests wait for an answer. */
  pending?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { key: "home", icon: "home", label: (LL) => LL.frame.home(), to: () => href.home() },
  { key: "notifications", icon: "bell", label: (LL) => LL.frame.notifications(), to: () => href.notifications(), unread: true },
  { key: "local", icon: "place", label: (LL) => LL.frame.local(), to: () => href.local() },
  {
    key: "federated",
    icon: "globe",
    label: (LL) => LL.frame.federated(),
    to: () => href.federated(),
    visible: ({ user, instance }) => guard("federated", { authenticated: true, user, instance }) === null,
  },
  { key: "explore", icon: "compass", label: (LL) => LL.frame.explore(), to: () => href.explore() },
  { key: "directory", icon: "people", label: (LL) => LL.frame.directory(), to: () => href.directory() },
  { key: "bookmarks", icon: "bookmark", label: (LL) => LL.frame.bookmarks(), to: () => href.bookmarks() },
  { key: "favourites", icon: "like", label: (LL) => LL.frame.nav.favourites(), to: () => href.favourites() },
  { key: "feeds", icon: "feeds", label: (LL) => LL.frame.moreNav.customFeeds(), to: () => href.customFeeds() },
  { key: "messages", icon: "mail", label: (LL) => LL.frame.nav.messages(), to: () => href.conversations() },
  {
    key: "groups",
    icon: "people",
    label: (LL) => LL.frame.nav.groups(),
    to: () => href.groups(),
    // Groups are Mitra's own API: elsewhere the page could only say "Not Found".
    visible: ({ instance }) => detectServer(instance).mitra,
  },
  {
    key: "follow-requests",
    icon: "userPlus",
    label: (LL) => LL.frame.moreNav.followRequests(),
    to: () => href.followRequests(),
    // Requests wait for an answer only on an account that approves its followers.
    visible: ({ user }) => Boolean(user?.locked),
    pending: true,
  },
  { key: "mutes", icon: "mute", label: (LL) => LL.frame.moreNav.mutes(), to: () => href.mutes() },
  { key: "profile", icon: "user", label: (LL) => LL.frame.myProfile(), to: ({ user }) => (user ? href.profile(user) : href.home()) },
  { key: "settings", icon: "settings", label: (LL) => LL.frame.settings(), to: () => href.settings() },
  { key: "about", icon: "info", label: (LL) => LL.frame.about(), to: () => href.about() },
  {
    key: "admin-accounts",
    icon: "userPlus",
    label: (LL) => LL.frame.nav.adminAccounts(),
    to: () => href.adminAccounts(),
    visible: ({ user }) => isAdmin(user),
  },
];

/** A nav path is current on itself and on the pages under it (settings → settings/profile). */
export const isCurrent = (location: string, to: string) => location === to || (to !== "/" && location.startsWith(`${to}/`));

/** The entries this person sees, in order. */
export const visibleNavItems = (ctx: NavContext) => NAV_ITEMS.filter((item) => item.visible?.(ctx) ?? true);
