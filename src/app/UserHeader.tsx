import { useAtomValue } from "jotai";
import { Link, useLocation } from "wouter";
import { href } from "../paths";
import { useLL } from "../state/i18n";
import { instanceAtom } from "../state/session";
import { pageNameAtom } from "../state/title";
import { SearchBox } from "./SearchBox";
import { ThemeToggle } from "./ThemeToggle";

/** The top bar: the instance (wide screens), the name of the page on screen, search and the theme switch. */
export function UserHeader() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const pageName = useAtomValue(pageNameAtom);
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
      </div>
    </header>
  );
}
