import { useAtomValue, useSetAtom } from "jotai";
import { Link, useLocation } from "wouter";
import { href } from "../paths";
import { useLL } from "../state/i18n";
import { currentUserAtom } from "../state/session";
import { homeReloadAtom } from "../state/ui";
import { Avatar } from "../ui/Avatar";
import { SearchBox } from "./SearchBox";
import { ThemeToggle } from "./ThemeToggle";

export function UserHeader({ menuId, menuOpen, onToggleMenu }: { menuId: string; menuOpen: boolean; onToggleMenu: () => void }) {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const [location] = useLocation();
  const reloadHome = useSetAtom(homeReloadAtom);
  return (
    <header className="app-header">
      <button type="button" className="icon-button menu-toggle" aria-expanded={menuOpen} aria-controls={menuId} onClick={onToggleMenu}>
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{LL.shell.menu()}</span>
      </button>
      <Link
        href={href.home()}
        className="home-link"
        aria-current={location === href.home() ? "page" : undefined}
        onClick={() => {
          if (location === href.home()) reloadHome((n) => n + 1);
        }}
      >
        {LL.shell.home()}
      </Link>
      <SearchBox />
      <ThemeToggle />
      {user && (
        <Link href={href.profile(user)} className="own-profile-link" aria-label={LL.shell.myProfile()}>
          <Avatar src={user.avatar} size={36} />
        </Link>
      )}
    </header>
  );
}
