import { useAtomValue, useSetAtom } from "jotai";
import { Link, useLocation } from "wouter";
import { guard } from "../access";
import { href } from "../paths";
import { useLL } from "../state/i18n";
import { unreadCountAtom } from "../state/notifications";
import { currentUserAtom, instanceAtom, signOutAtom } from "../state/session";

function NavLink({ to, children }: { to: string; children: React.ReactNode }) {
  const [location] = useLocation();
  return (
    <Link href={to} className="nav-link" aria-current={location === to ? "page" : undefined}>
      {children}
    </Link>
  );
}

export function Sidebar({ id }: { id: string }) {
  const LL = useLL();
  const unread = useAtomValue(unreadCountAtom);
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  const signOut = useSetAtom(signOutAtom);
  const [, navigate] = useLocation();
  const showFederated = guard("federated", { authenticated: true, user, instance }) === null;

  async function logout() {
    await signOut();
    navigate(href.landing(), { replace: true });
  }

  return (
    <nav className="sidebar" id={id} aria-label={LL.shell.mainNav()}>
      <ul>
        <li>
          <NavLink to={href.notifications()}>
            {LL.shell.notifications()}
            {unread > 0 && (
              <span className="badge" aria-label={LL.shell.unreadNotifications({ count: unread })}>
                {unread}
              </span>
            )}
          </NavLink>
        </li>
        <li><NavLink to={href.local()}>{LL.shell.local()}</NavLink></li>
        {showFederated && <li><NavLink to={href.federated()}>{LL.shell.federated()}</NavLink></li>}
        <li><NavLink to={href.explore()}>{LL.shell.explore()}</NavLink></li>
        <li><NavLink to={href.directory()}>{LL.shell.directory()}</NavLink></li>
        <li><NavLink to={href.bookmarks()}>{LL.shell.bookmarks()}</NavLink></li>
        <li><NavLink to={href.settings()}>{LL.shell.settings()}</NavLink></li>
        <li><NavLink to={href.about()}>{LL.shell.about()}</NavLink></li>
        <li>
          <button type="button" className="nav-link" onClick={logout}>
            {LL.shell.logout()}
          </button>
        </li>
      </ul>
    </nav>
  );
}
