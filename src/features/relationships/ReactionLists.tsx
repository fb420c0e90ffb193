import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { ReactionWithAccounts } from "../../api/endpoints/interactions";
import { AccountCard } from "../../entities/account/AccountCard";
import { contentBaseAtom } from "../../entities/content/content-cache";
import { safeMediaUrl } from "../../lib/url-policy";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { loadReactionsAtom } from "./interaction-actions";
import "../../state/ns/extras";
import "../../state/ns/post";

/** Each emoji with the people who reacted with it. */
export function ReactionLists({ postId }: { postId: string }) {
  const LL = useLL();
  const load = useSetAtom(loadReactionsAtom);
  const { mediaOrigins } = useAtomValue(contentBaseAtom);
  const [reactions, setReactions] = useState<ReactionWithAccounts[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    load(postId).then((list) => live && setReactions(list), (e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [postId, load, attempt]);

  if (error !== null) {
    return (
      <div className="error-box" role="alert">
        <p>{errorMessage(LL, error)}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>{LL.common.retry()}</button>
      </div>
    );
  }
  if (reactions === null) return <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>;
  if (reactions.length === 0) return <p className="empty">{LL.extras.interactions.nobody()}</p>;
  return (
    <>
      {reactions.map((r) => {
        const src = r.url ? safeMediaUrl(r.url, mediaOrigins) : null;
        const name = r.url ? `:${r.name}:` : r.name;
        return (
          <section key={r.name} className="reaction-group" aria-label={LL.post.reactionCount({ emoji: name, count: r.count })}>
            <h2>
              {src ? <img className="custom-emoji" src={src} alt={name} /> : name} <span>{r.count}</span>
            </h2>
            <ul className="account-list">
              {r.accounts.map((account) => (
                <li key={account.id}>
                  <AccountCard account={account} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
