import type { Account } from "../../api/types";
import { useLL } from "../../state/i18n";
import { useLoadTexts, usePagedQuery } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { LoadStatus } from "../../ui/LoadStatus";
import { directoryQuery } from "./actions";
import { DirectoryCard } from "./DirectoryCard";
import "./directory.css";
import "../../state/ns/relationships";

export default function DirectoryView() {
  const LL = useLL();
  usePageTitle(LL.relationships.directoryTitle());
  const texts = useLoadTexts();
  const list = usePagedQuery(directoryQuery, "active");
  const profiles: Account[] | undefined = list.items;

  return (
    <section className="directory-view">
      <h1>{LL.relationships.directoryTitle()}</h1>
      <LoadStatus status={list.error === null ? list.status : "error"} hasData={profiles !== undefined} error={list.error} onRetry={list.refresh} texts={texts} />
      {profiles?.length === 0 && <p className="empty">{LL.relationships.noProfiles()}</p>}
      {profiles && profiles.length > 0 && (
        <ul className="directory-grid">
          {profiles.map((account) => (
            <DirectoryCard key={account.id} account={account} />
          ))}
        </ul>
      )}
      {list.hasMore && (
        <button type="button" className="button wide" onClick={list.loadMore} aria-disabled={list.loadingMore}>
          {list.loadingMore ? LL.common.loading() : LL.relationships.showMoreProfiles()}
        </button>
      )}
    </section>
  );
}
