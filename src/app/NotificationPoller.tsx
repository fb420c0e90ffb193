import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { unreadCountAtom, useNotificationPolling } from "../state/notification-count";
import { shownUnreadAtom } from "./unread-shown";

/** Polls the notifications while signed in and hands the unread count to the frame's badges. */
export default function NotificationPoller() {
  useNotificationPolling();
  const unread = useAtomValue(unreadCountAtom);
  const show = useSetAtom(shownUnreadAtom);
  useEffect(() => show(unread), [unread, show]);
  return null;
}
