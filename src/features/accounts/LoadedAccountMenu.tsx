import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { instanceAtom, signOutAtom } from "../../state/session";
import { badgeKey, otherUnreadAtom, refreshOtherUnreadAtom } from "../../state/account-badges";
import { accountHandle, accountName } from "../../state/account-handle";
import { AccountSignedOut, switchAccountAtom } from "../../state/account-switch";
import type { SignedInAccount } from "../../state/signed-in-accounts";
import { Menu, type MenuEntry } from "../../ui/EntryMenu";
import "../../state/ns/accounts";

export interface LoadedAccountMenuProps {
  /** The button's name and what it shows (the signed-in account), as the frame's button had them. */
  label: string;
  children: ReactNode;
  /** The signed-in account's handle, for "Log out of …". */
  handle: string;
  /** The other signed-in accounts (the menu shows the unread notifications counted for each). */
  others: readonly SignedInAccount[];
  /** The menu opens at once at this end: its code loaded because the person opened it. */
  openAt: "first" | "last";
}

/**
 * The account menu's entries (switch to another account, add one, log out of this one) and the menu itself: they
 * load when the person first opens the frame's account button (features/accounts/AccountMenu), which this replaces.
 */
export default function LoadedAccountMenu({ label, children, handle, others, openAt }: LoadedAccountMenuProps) {
  const LL = useLL();
  const words = LL.accounts;
  const instance = useAtomValue(instanceAtom);
  const switchTo = useSetAtom(switchAccountAtom);
  const signOut = useSetAtom(signOutAtom);
  const notify = useSetAtom(showNoticeAtom);
  const unread = useAtomValue(otherUnreadAtom);
  const refreshUnread = useSetAtom(refreshOtherUnreadAtom);
  const [, navigate] = useLocation();
  // Each opening asks the other accounts' counts again; this one too (the menu arrives open).
  const onOpen = () => void (others.length > 0 && refreshUnread(others));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the opening that loaded the menu
  useEffect(onOpen, []);

  async function choose(account: SignedInAccount) {
    // Leave the page first: what is on screen belongs to the account being left (as logout does).
    navigate(href.home(), { replace: true });
    try {
      await switchTo(account);
    } catch (e) {
      const handle = accountHandle(account, instance?.uri);
      const message = e instanceof AccountSignedOut ? words.switchRefused({ handle }) : words.switchFailed({ handle, message: errorMessage(LL, e) });
      notify({ kind: "error", message });
    }
  }
  async function leave() {
    navigate(href.home(), { replace: true });
    await signOut();
    navigate(href.landing(), { replace: true });
  }

  const entries: MenuEntry[] = [
    ...others.map((a): MenuEntry => ({
      kind: "action",
      label: words.switchTo({ name: accountName(a), handle: accountHandle(a, instance?.uri) }),
      onSelect: () => void choose(a),
      after: <UnreadCount count={unread.get(badgeKey(a)) ?? 0} />,
    })),
    ...(others.length ? [{ kind: "separator" } as const] : []),
    { kind: "link", label: words.add(), href: href.addAccount() },
    { kind: "action", label: words.signOutOf({ handle }), onSelect: () => void leave() },
  ];
  return (
    <Menu label={label} entries={entries} navigate={navigate} className="account-menu" onOpen={onOpen} startOpen={openAt}>
      {children}
    </Menu>
  );
}

/** Another account's unread notifications: the number shown, the words read out; nothing when there are none. */
function UnreadCount({ count }: { count: number }) {
  const LL = useLL();
  if (count <= 0) return null;
  return (
    <>
      <span className="badge" aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">{`, ${LL.shell.unreadNotifications({ count })}`}</span>
    </>
  );
}
