import { useSetAtom } from "jotai";
import type { ReactNode } from "react";
import type { Account } from "../../api/types";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import type { useLinkPagedAccounts } from "./useLinkPagedAccounts";

interface Props {
  list: ReturnType<typeof useLinkPagedAccounts>;
  empty: string;
  showMore: string;
  children: (account: Account) => ReactNode;
}

/** Loading, failure, empty message, the items, and the show-more button of a Link-paged profile list. */
export function AccountPageList({ list, empty, showMore, children }: Props) {
  const LL = useLL();
  const notice = useSetAtom(showNoticeAtom);
  const { items, error, next, loadingMore } = list;

  async function onShowMore() {
    try {
      await list.showMore();
    } catch (e) {
      notice({ message: errorMessage(LL, e), kind: "error" });
    }
  }

  if (error !== null && items === null) {
    return (
      <div className="error-box" role="alert">
        <p>{errorMessage(LL, error)}</p>
        <button type="button" className="button" onClick={list.retry}>{LL.common.retry()}</button>
      </div>
    );
  }
  if (items === null) return <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>;
  return (
    <>
      {items.length === 0 && <p className="empty">{empty}</p>}
      {items.length > 0 && <ul className="account-list">{items.map(children)}</ul>}
      {next && (
        <button type="button" className="button wide" onClick={onShowMore} disabled={loadingMore}>
          {loadingMore ? LL.common.loading() : showMore}
        </button>
      )}
    </>
  );
}
