import { useAtomValue, useSetAtom } from "jotai";
import { Link, useLocation } from "wouter";
import { href } from "../paths";
import { useLL } from "../state/i18n";
import { shownUnreadAtom } from "./unread-shown";
import { currentUserAtom } from "../state/session";
import { homeReloadAtom } from "../state/ui";
import { Avatar } from "../ui/Avatar";
import { Icon } from "../ui/Icon";
import { isCurrent } from "./nav-items";
import { UnreadBadge } from "./UnreadBadge";
import "../state/ns/frame";

/**
 * The phone's tab bar, always at the bottom of the screen within thumb's reach: home, notifications with the
 * unread count, search, a new post, and the menu (the sidebar as a sheet) behind the person's avatar.
 */
export function BottomBar({ menuId, menuOpen, onToggleMenu, onNewPost }: {
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** Absent for a person who may not post: no new-post tab then. */
  onNewPost?: () => void;
}) {
  const LL = useLL();
  const [location] = useLocation();
  const unread = useAtomValue(shownUnreadAtom);
  const user = useAtomValue(currentUserAtom);
  const reloadHome = useSetAtom(homeReloadAtom);
  const tab = (to: string, icon: "home" | "bell" | "search", label: string, badge?: number) => {
    const current = isCurrent(location, to.split("?")[0]!);
    return (
      <Link
        href={to}
        className="tab"
        aria-current={current ? "page" : undefined}
        aria-label={badge ? `${label} ${LL.shell.unreadNotifications({ count: badge })}` : label}
        onClick={() => {
          if (icon === "home" && current) reloadHome((n) => n + 1);
        }}
      >
        <Icon name={icon} size={24} />
        {badge !== undefined && <UnreadBadge count={badge} />}
      </Link>
    );
  };
  return (
    <nav className="bottom-bar" aria-label={LL.frame.tabBar()}>
      {tab(href.home(), "home", LL.frame.home())}
      {tab(href.notifications(), "bell", LL.frame.notifications(), unread)}
      {tab("/search", "search", LL.frame.searchLabel())}
      {onNewPost && (
        <button type="button" className="tab tab-new-post" aria-label={LL.shell.newPost()} onClick={onNewPost}>
          <Icon name="compose" size={24} />
        </button>
      )}
      <button
        type="button"
        className="tab"
        aria-label={LL.frame.menu()}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        {user ? <Avatar src={user.avatar} size={28} /> : <Icon name="menu" size={24} />}
      </button>
    </nav>
  );
}
