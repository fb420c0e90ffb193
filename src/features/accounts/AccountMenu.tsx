import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import { ApiError, NETWORK_ERROR } from "../../api/client";
import { cssReady } from "../../lib/css";
import { errorMessage } from "../../state/errors";
import { translationsReady, useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { accountServerAtom, currentUserAtom, instanceAtom } from "../../state/session";
import { accountHandle } from "../../state/account-handle";
import { sameAccount, signedInAccountsAtom } from "../../state/signed-in-accounts";
import { Avatar } from "../../ui/Avatar";
import type { LoadedAccountMenuProps } from "./LoadedAccountMenu";
// Its styles (accounts.css) are in the frame's stylesheet group, which app/SignedInFrame.tsx links: a link here would
// travel in the people chunk and put the frame's styles on a visitor's page that loads that chunk.

type Menu = ComponentType<LoadedAccountMenuProps>;
// The menu's code (ui/Menu, its entries, its words and styles) loads when the person first points at, focuses or
// opens the button; once in, it is kept for the page's life. A failed load is asked again the next time.
let loaded: Menu | null = null;
let loading: Promise<Menu> | null = null;
const loadMenu = (): Promise<Menu> =>
  (loading ??= import("./LoadedAccountMenu")
    .then(async (m) => {
      await Promise.all([cssReady(), translationsReady()]);
      return (loaded = m.default);
    })
    .catch((e: unknown) => {
      loading = null;
      throw e;
    }));
const preload = () => void loadMenu().catch(() => undefined);
// The other accounts' unread counts (the menu's badges) are asked only when other accounts are signed in here.
const OtherAccountsUnread = lazy(() => import("./OtherAccountsUnread"));

/**
 * The signed-in account (avatar, name, server) as a menu button to switch to another account, add one, or sign out
 * of this one. Until it is first opened this is the button alone; opening it (click, Enter, Space, the arrow keys)
 * loads the menu, which takes the button's place open, its first (ArrowUp: last) item focused, as the post menu's
 * items take the focus when they arrive. Escape, Tab or a click elsewhere while it loads cancels the opening.
 */
export default function AccountMenu() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const server = useAtomValue(accountServerAtom);
  const instance = useAtomValue(instanceAtom);
  const accounts = useAtomValue(signedInAccountsAtom);
  const notify = useSetAtom(showNoticeAtom);
  // Where the person opened the menu; the loaded menu shows from then on.
  const [openAt, setOpenAt] = useState<"first" | "last" | null>(null);
  const [LoadedMenu, setLoadedMenu] = useState<Menu | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const self = { server, id: user?.id ?? "", acct: user?.acct ?? "" };
  const others = user ? accounts.filter((a) => !sameAccount(a, self)) : [];
  // A click elsewhere while the menu loads takes the opening back, as it closes an open menu.
  const loading = openAt !== null && !LoadedMenu;
  useEffect(() => {
    if (!loading) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [loading]);
  if (!user) return null;
  const handle = accountHandle(self, instance?.uri);
  const name = user.display_name || user.username;
  const label = `${name} ${handle}`;
  const face = (
    <>
      <Avatar src={user.avatar} size={36} />
      <span className="account-menu-names">
        {/* The button's name is exactly what it shows (speech input users say what they see). */}
        <bdi className="account-menu-name">{name}</bdi>{" "}
        <span className="account-menu-handle" dir="ltr">{handle}</span>
      </span>
    </>
  );
  const counts = others.length > 0 && (
    <Suspense fallback={null}>
      <OtherAccountsUnread others={others} />
    </Suspense>
  );

  if (LoadedMenu && openAt) {
    return (
      <>
        <LoadedMenu label={label} handle={handle} others={others} openAt={openAt}>
          {face}
        </LoadedMenu>
        {counts}
      </>
    );
  }

  function open(where: "first" | "last") {
    if (openAt) return setOpenAt(null); // a second press while it loads takes the opening back
    setOpenAt(where);
    if (loaded) return setLoadedMenu(() => loaded);
    loadMenu().then(
      (menu) => setLoadedMenu(() => menu),
      (e: unknown) => {
        setOpenAt(null);
        notify({ kind: "error", message: errorMessage(LL, e instanceof ApiError ? e : new ApiError(0, NETWORK_ERROR)) });
      },
    );
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " " || e.key === "ArrowUp") {
      e.preventDefault();
      open(e.key === "ArrowUp" ? "last" : "first");
    } else if (e.key === "Escape" && openAt) {
      e.preventDefault();
      e.stopPropagation();
      setOpenAt(null);
    }
  };
  return (
    <div className="menu account-menu" ref={root}>
      <button
        type="button"
        className="icon-button menu-button"
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-label={label}
        title={label}
        onClick={() => open("first")}
        onKeyDown={onKeyDown}
        // Focus moving elsewhere (Tab) takes the opening back; the button leaving for the loaded menu does not.
        onBlur={(e) => e.relatedTarget && setOpenAt(null)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {face}
      </button>
      {counts}
    </div>
  );
}
