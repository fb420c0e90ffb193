import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense } from "react";
import { translationsReady, useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { accountServerAtom, currentUserAtom, instanceAtom } from "../../state/session";
import { accountHandle } from "../../state/account-handle";
import { sameAccount, signedInAccountsAtom } from "../../state/signed-in-accounts";
import { Avatar } from "../../ui/Avatar";
import { menuModule, MenuOnDemand } from "../../ui/MenuOnDemand";
// Its styles (accounts.css) are in the frame's stylesheet group, which app/SignedInFrame.tsx links: a link here would
// travel in the people chunk and put the frame's styles on a visitor's page that loads that chunk.

// The menu's code (ui/Menu, its entries, its words and styles) loads when the person first points at, focuses or
// opens the button (ui/MenuOnDemand).
const code = menuModule(() => import("./LoadedAccountMenu"), translationsReady);
// The other accounts' unread counts (the menu's badges) are asked only when other accounts are signed in here.
const OtherAccountsUnread = lazy(() => import("./OtherAccountsUnread"));

/**
 * The signed-in account (avatar, name, server) as a menu button to switch to another account, add one, or log out
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
  if (!user) return null;
  const self = { server, id: user.id, acct: user.acct };
  const others = accounts.filter((a) => !sameAccount(a, self));
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
  return (
    <>
      <MenuOnDemand
        label={label}
        className="account-menu"
        code={code}
        onFailed={() => notify({ kind: "error", message: LL.errors.network() })}
        menu={(m, openAt) => (
          <m.default label={label} handle={handle} others={others} openAt={openAt}>
            {face}
          </m.default>
        )}
      >
        {face}
      </MenuOnDemand>
      {/* It shows nothing: it stays mounted as the loaded menu takes the button's place. */}
      {others.length > 0 && (
        <Suspense fallback={null}>
          <OtherAccountsUnread others={others} />
        </Suspense>
      )}
    </>
  );
}
