import type { ReactNode } from "react";
import type { Account } from "../../api/types";
import { useLL } from "../../state/i18n";
import { useLoadTexts, type PagedResult } from "../../state/query";
import { LoadStatus } from "../../ui/LoadStatus";

interface Props {
  list: PagedResult<Account, string>;
  empty: string;
  showMore: string;
  children: (account: Account) => ReactNode;
}

/** Loading, failure, empty message, the items, and the show-more button of a Link-paged profile list. */
export function AccountPageList({ list, empty, showMore, children }: Props) {
  const LL = useLL();
  const texts = useLoadTexts();
  const { items, error, hasMore, loadingMore } = list;
  const status = <LoadStatus status={list.status} hasData={items !== undefined} error={error} onRetry={list.refresh} texts={texts} />;
  if (items === undefined) return status;
  return (
    <>
      {items.length === 0 && <p className="empty">{empty}</p>}
      {items.length > 0 && <ul className="account-list">{items.map(children)}</ul>}
      {error !== null && status}
      {hasMore && (
        <button type="button" className="button wide" onClick={() => void list.loadMore()} aria-disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore ? LL.common.loading() : showMore}
        </button>
      )}
    </>
  );
}
