import { useAtomValue, useSetAtom } from "jotai";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { notificationListAtom } from "../../state/notification-count";
import { clearAllNotificationsAtom, readAllNotificationsAtom } from "./tools-actions";
import "../../state/ns/extras";

/** "Mark all as read" and "Clear all" above the list. */
export function NotificationTools() {
  const LL = useLL();
  const words = LL.extras.notifications;
  const list = useAtomValue(notificationListAtom);
  const readAll = useSetAtom(readAllNotificationsAtom);
  const clearAll = useSetAtom(clearAllNotificationsAtom);
  const confirm = useSetAtom(confirmAtom);
  const notice = useSetAtom(showNoticeAtom);
  const task = useMutation((work: () => Promise<unknown>) => work(), { notifyError: true });
  const busy = task.pending;
  if (!list.loaded || list.items.length === 0) return null;

  async function run(work: () => Promise<unknown>, done: string) {
    if ((await task.run(work)).ok) notice({ message: done });
  }

  async function onClear() {
    if (!(await confirm({ message: words.confirmClear(), confirmLabel: words.clear() }))) return;
    await run(clearAll, words.cleared());
  }

  return (
    <div className="notification-tools">
      <button type="button" className="button" disabled={busy} onClick={() => run(readAll, words.marked())}>
        {words.markRead()}
      </button>
      <button type="button" className="button danger" disabled={busy} onClick={onClear}>
        {words.clear()}
      </button>
    </div>
  );
}
