import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { usePageTitle } from "../../state/title";
import { directoryHasMore, loadDirectoryAtom } from "./actions";
import "./directory.css";
import "../../state/ns/relationships";

export default function DirectoryView() {
  const LL = useLL();
  usePageTitle(LL.relationships.directoryTitle());
  const load = useSetAtom(loadDirectoryAtom);
  const notice = useSetAtom(showNoticeAtom);
  const [profiles, setProfiles] = useState<Account[] | null>(null);
  const [firstBatch, setFirstBatch] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    load(0).then(
      (page) => {
        if (!current) return;
        setProfiles(page);
        setFirstBatch(page.length);
      },
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  async function showMore() {
    if (!profiles) return;
    setLoadingMore(true);
    try {
      const page = await load(profiles.length);
      setProfiles((list) => {
        const known = new Set((list ?? []).map((a) => a.id));
        return [...(list ?? []), ...page.filter((a) => !known.has(a.id))];
      });
    } catch (e) {
      notice({ message: errorMessage(LL, e), kind: "error" });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section className="directory-view">
      <h1>{LL.relationships.directoryTitle()}</h1>
      {error !== null && (
        <div className="error-box" role="alert">
          <p>{errorMessage(LL, error)}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>{LL.common.retry()}</button>
        </div>
      )}
      {profiles === null && error === null && <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>}
      {profiles?.length === 0 && <p className="empty">{LL.relationships.noProfiles()}</p>}
      {profiles && profiles.length > 0 && (
        <ul className="directory-grid">
          {profiles.map((account) => (
            <li key={account.id} className="card">
              <AccountCard account={account}>
                <span className="hint">{LL.relationships.postCount({ count: account.statuses_count ?? 0 })}</span>
              </AccountCard>
            </li>
          ))}
        </ul>
      )}
      {directoryHasMore(firstBatch) && (
        <button type="button" className="button wide" onClick={showMore} disabled={loadingMore}>
          {loadingMore ? LL.common.loading() : LL.relationships.showMoreProfiles()}
        </button>
      )}
    </section>
  );
}
