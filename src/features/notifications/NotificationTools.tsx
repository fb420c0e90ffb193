import { useAtomValue, useSetAtom } from "jotai";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { notificationListAtom } from "../../state/notification-count";
import { clearAllNotificationsAtom, readAllNotificationsAtom } from "./tools-actions";
import "../../state/ns/notifications";

interface Props {
  /** After marking read: what was shown as new no longer is. */
  onMarkedRead: (newest: string) => void;
  /** After clearing: the buttons leave with the list, so focus goes elsewhere. */
  onCleared: () => void;
}

/**
 * "Mark all as read" and "Clear all" above the list. The buttons say they are busy with aria-disabled, since a
 * disabled button would drop the keyboard focus.
 */
export function NotificationTools({ onMarkedRead, onCleared }: Props) {
  const LL = useLL();
  const words = LL.notifications.tools;
  const list = useAtomValue(notificationListAtom);
  const readAll = useSetAtom(readAllNotificationsAtom);
  const clearAll = useSetAtom(clearAllNotificationsAtom);
  const confirm = useSetAtom(confirmAtom);
  const notice = useSetAtom(showNoticeAtom);
  const task = useMutation((work: () => Promise<unknown>) => work(), { notifyError: true });
  const busy = task.pending;
  if (!list.loaded || list.items.length === 0) return null;

  async function run(work: () => Promise<unknown>, done: string): Promise<boolean> {
    if (!(await task.run(work)).ok) return false;
    notice({ message: done });
    return true;
  }

  async function onRead() {
    const newest = list.items[0].id;
    if (await run(readAll, words.marked())) onMarkedRead(newest);
  }

  async function onClear() {
    if (!(await confirm({ message: words.confirmClear(), confirmLabel: words.clear() }))) return;
    if (await run(clearAll, words.cleared())) onCleared();
  }

  return (
    <div className="notification-tools">
      <button type="button" className="button" aria-disabled={busy} onClick={onRead}>
        {words.markRead()}
      </button>
      <button type="button" className="button danger" aria-disabled={busy} onClick={onClear}>
        {words.clear()}
      </button>
    </div>
  );
}
