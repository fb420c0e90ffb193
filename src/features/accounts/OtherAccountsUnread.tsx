import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { badgeKey, otherUnreadInterval, refreshOtherUnreadAtom } from "../../state/account-badges";
import { pollInterval } from "../../state/notification-count";
import type { SignedInAccount } from "../../state/signed-in-accounts";

/**
 * Counts the other signed-in accounts' unread notifications for the account menu's badges: now, whenever the list
 * changes, and now and then (the menu asks again when it opens). Loaded by the frame's account button only when
 * other accounts are signed in on this browser.
 */
export default function OtherAccountsUnread({ others }: { others: readonly SignedInAccount[] }) {
  const refreshUnread = useSetAtom(refreshOtherUnreadAtom);
  const othersKey = others.map(badgeKey).join("\n");
  useEffect(() => {
    const ask = () => void refreshUnread(others);
    ask();
    const timer = setInterval(() => document.hidden || ask(), otherUnreadInterval(pollInterval()));
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `others` is new at each render; its key says when it changed
  }, [othersKey, refreshUnread]);
  return null;
}
