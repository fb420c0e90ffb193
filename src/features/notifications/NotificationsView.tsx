import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useMemo, useRef, useState } from "react";
import { useEffectEvent } from "../../lib/use-effect-event";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { notificationListAtom, unreadIds } from "../../state/notification-count";
import { loadMoreNotificationsAtom, markNotificationsReadAtom, openNotificationsAtom } from "../../state/notifications";
import { loadRelationshipsAtom } from "../../state/relationships";
import { usePageTitle } from "../../state/title";
import { visibleGroupsAtom } from "./atoms";
import { NotificationGroupItem } from "./NotificationGroupItem";
import { NotificationTools } from "./NotificationTools";
import "./notifications.css";
import "../../state/ns/notifications";

export default function NotificationsView() {
  const LL = useLL();
  usePageTitle(LL.notifications.title());
  const list = useAtomValue(notificationListAtom);
  const groups = useAtomValue(visibleGroupsAtom);
  const open = useSetAtom(openNotificationsAtom);
  const markRead = useSetAtom(markNotificationsReadAtom);
  const loadMore = useSetAtom(loadMoreNotificationsAtom);
  const loadRelationships = useSetAtom(loadRelationshipsAtom);
  const notice = useSetAtom(showNoticeAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The first entry of the page being loaded: it takes the focus if "Show more" leaves with the last page.
  const firstNew = useRef<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // The marker as it was when the page opened, so that what was new stays marked new while reading.
  const [readBefore, setReadBefore] = useState<string | null | undefined>(undefined);
  const opened = readBefore !== undefined;
  const unread = useMemo(() => (readBefore === undefined ? new Set<string>() : unreadIds(list.items, readBefore)), [list.items, readBefore]);

  function start() {
    setError(null);
    open()
      .then((before) => setReadBefore((current) => (current === undefined ? before : current)))
      .catch(setError);
  }

  // Once per visit.
  const onVisit = useEffectEvent(() => {
    window.scrollTo({ top: 0 });
    start();
  });
  useEffect(() => onVisit(), []);

  // Notifications that arrive while the page is open are seen at once.
  const newest = list.items[0]?.id;
  useEffect(() => {
    if (opened && newest) markRead().catch(() => undefined);
  }, [newest, opened, markRead]);

  // Post cards offer per-author actions, which need the relationships.
  useEffect(() => {
    const authors = groups.flatMap((g) => (g.status ? [g.status.account.id] : []));
    if (authors.length) loadRelationships(authors).catch(() => undefined);
  }, [groups, loadRelationships]);

  useEffect(() => {
    const at = firstNew.current;
    if (at === null || at >= groups.length) return;
    firstNew.current = null;
    if (document.activeElement === document.body) listRef.current?.children[at]?.querySelector<HTMLElement>("a, button")?.focus();
  }, [groups]);

  async function showMore() {
    if (loadingMore) return;
    firstNew.current = groups.length;
    setLoadingMore(true);
    try {
      await loadMore();
    } catch (e) {
      firstNew.current = null;
      notice({ message: errorMessage(LL, e), kind: "error" });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section className="notifications-view" aria-busy={!list.loaded && error === null}>
      <h1 ref={heading} tabIndex={-1}>
        {LL.notifications.title()}
      </h1>
      <NotificationTools onMarkedRead={setReadBefore} onCleared={() => heading.current?.focus()} />
      {error !== null && !list.loaded && (
        <div className="error-box" role="alert">
          <p>{errorMessage(LL, error)}</p>
          <button type="button" className="button" onClick={start}>
            {LL.common.retry()}
          </button>
        </div>
      )}
      {error !== null && list.loaded && (
        <p className="field-error" role="alert">
          {errorMessage(LL, error)}
        </p>
      )}
      {!list.loaded && error === null && <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>}
      {list.loaded && groups.length === 0 && <p className="empty">{LL.notifications.empty()}</p>}
      <ul ref={listRef} className="notification-list" aria-label={LL.notifications.title()}>
        {groups.map((group) => (
          <NotificationGroupItem key={group.key} group={group} unread={unread} onDismissed={() => heading.current?.focus()} />
        ))}
      </ul>
      {list.lastPageFull && list.next && (
        <button type="button" className="button wide" onClick={showMore} aria-disabled={loadingMore}>
          {loadingMore ? LL.notifications.loadingMore() : LL.notifications.showMore()}
        </button>
      )}
    </section>
  );
}
