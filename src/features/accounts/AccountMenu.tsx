import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { pollInterval } from "../../state/notifications";
import { badgeKey, otherUnreadAtom, otherUnreadInterval, refreshOtherUnreadAtom } from "../../state/account-badges";
import { accountServerAtom, currentUserAtom, instanceAtom, signOutAtom } from "../../state/session";
import { accountHandle, accountName } from "../../state/account-handle";
import { AccountSignedOut, sameAccount, signedInAccountsAtom, switchAccountAtom, type SignedInAccount } from "../../state/signed-in-accounts";
import { Avatar } from "../../ui/Avatar";
import { Menu, type MenuEntry } from "../../ui/EntryMenu";
import "./accounts.css";
import "../../state/ns/accounts";

/** The signed-in account (avatar, name, server) and a menu to switch to another, add one, or sign out of this one. */
export default function AccountMenu() {
  const LL = useLL();
  const words = LL.accounts;
  const user = useAtomValue(currentUserAtom);
  const server = useAtomValue(accountServerAtom);
  const instance = useAtomValue(instanceAtom);
  const accounts = useAtomValue(signedInAccountsAtom);
  const switchTo = useSetAtom(switchAccountAtom);
  const signOut = useSetAtom(signOutAtom);
  const notify = useSetAtom(showNoticeAtom);
  const unread = useAtomValue(otherUnreadAtom);
  const refreshUnread = useSetAtom(refreshOtherUnreadAtom);
  const [, navigate] = useLocation();
  const self = { server, id: user?.id ?? "", acct: user?.acct ?? "" };
  const others = user ? accounts.filter((a) => !sameAccount(a, self)) : [];
  // The other accounts' badges: asked now, whenever the list changes, when the menu opens, and now and then.
  const othersKey = others.map(badgeKey).join("\n");
  useEffect(() => {
    if (!othersKey) return;
    const ask = () => void refreshUnread(others);
    ask();
    const timer = setInterval(() => document.hidden || ask(), otherUnreadInterval(pollInterval()));
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `others` is new at each render; its key says when it changed
  }, [othersKey, refreshUnread]);
  if (!user) return null;
  const handle = accountHandle(self, instance?.uri);
  const name = user.display_name || user.username;

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
    <Menu
      label={`${name} ${handle}`}
      entries={entries}
      navigate={navigate}
      className="account-menu"
      onOpen={() => void refreshUnread(others)}
    >
      <Avatar src={user.avatar} size={36} />
      <span className="account-menu-names">
        {/* The button's name is exactly what it shows (speech input users say what they see). */}
        <bdi className="account-menu-name">{name}</bdi>{" "}
        <span className="account-menu-handle" dir="ltr">{handle}</span>
      </span>
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
