import { useAtomValue, useSetAtom } from "jotai";
import { Link, useLocation } from "wouter";
import AccountMenu from "../features/accounts/AccountMenu";
import { href } from "../paths";
import { useLL } from "../state/i18n";
import { shownUnreadAtom } from "./unread-shown";
import { currentUserAtom, instanceAtom, signOutAtom } from "../state/session";
import { homeReloadAtom } from "../state/ui";
import { Icon } from "../ui/Icon";
import { FollowRequestsBadge } from "./FollowRequestsBadge";
import { isCurrent, visibleNavItems } from "./nav-items";
import { UnreadBadge } from "./UnreadBadge";
import "../state/ns/frame";


/** The main navigation: beside the content on wide screens, a sheet over it from the phone's menu button. */
export function Sidebar({ id, onNewPost }: { id: string; onNewPost?: () => void }) {
  const LL = useLL();
  const unread = useAtomValue(shownUnreadAtom);
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  const signOut = useSetAtom(signOutAtom);
  const reloadHome = useSetAtom(homeReloadAtom);
  const [location, navigate] = useLocation();
  const ctx = { user, instance };

  async function logout() {
    // Leave the page first: the next session's tree mounts at the current address, and a post or profile of the
    // ended session must not be loaded again (even as a visitor) once it has ended.
    navigate(href.home(), { replace: true });
    await signOut();
    navigate(href.landing(), { replace: true });
  }

  return (
    <nav className="sidebar" id={id} aria-label={LL.frame.mainNav()}>
      <AccountMenu />
      <ul>
        {visibleNavItems(ctx).map((item) => {
          const to = item.to(ctx);
          const current = isCurrent(location, to);
          return (
            <li key={item.key}>
              <Link
                href={to}
                className="nav-link"
                aria-current={current ? "page" : undefined}
                onClick={() => {
                  if (item.key === "home" && current) reloadHome((n) => n + 1);
                }}
              >
                <Icon name={item.icon} />
                <span className="nav-label">{item.label(LL)}</span>
                {item.unread && <UnreadBadge count={unread} />}
                {item.pending && <FollowRequestsBadge />}
              </Link>
            </li>
          );
        })}
        <li>
          <button type="button" className="nav-link" onClick={logout}>
            <Icon name="logout" />
            <span className="nav-label">{LL.frame.logout()}</span>
          </button>
        </li>
      </ul>
      {onNewPost && (
        <button type="button" className="button primary sidebar-new-post" onClick={onNewPost}>
          <Icon name="compose" />
          {LL.shell.newPost()}
        </button>
      )}
    </nav>
  );
}
