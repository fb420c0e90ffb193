import { useAtomValue } from "jotai";
import { Link, useLocation } from "wouter";
import { href } from "../paths";
import { useLL } from "../state/i18n";
import { currentUserAtom, instanceAtom } from "../state/session";
import { pageNameAtom } from "../state/title";
import { Avatar } from "../ui/Avatar";
import { SearchBox } from "./SearchBox";
import { ThemeToggle } from "./ThemeToggle";
import "../state/ns/frame";

/**
 * The top bar: the instance (wide screens), the name of the page on screen, search, the theme switch and the own
 * profile (avatar and @username; the name hides on narrow screens).
 */
export function UserHeader() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const pageName = useAtomValue(pageNameAtom);
  const user = useAtomValue(currentUserAtom);
  const [location] = useLocation();
  const site = instance?.title || LL.common.appName();
  return (
    <header className={`app-header${location === "/search" ? " on-search" : ""}`}>
      <Link href={href.home()} className="brand">
        <bdi>{site}</bdi>
      </Link>
      <div className="header-main">
        <p className="page-name" dir="auto">{pageName ?? site}</p>
        <SearchBox />
        <ThemeToggle />
        {user && (
          <Link href={href.profile(user)} className="header-profile" title={LL.frame.myProfile()}>
            <Avatar src={user.avatar} size={32} />
            <bdi className="header-username">@{user.username}</bdi>
          </Link>
        )}
      </div>
    </header>
  );
}
