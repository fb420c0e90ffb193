import { useAtomValue } from "jotai";
import { AccountCard } from "../../entities/account/AccountCard";
import { contentBaseAtom } from "../../entities/content/content-cache";
import { safeMediaUrl } from "../../lib/url-policy";
import { useLL } from "../../state/i18n";
import { useLoadTexts, useQuery } from "../../state/query";
import { LoadStatus } from "../../ui/LoadStatus";
import { reactionsQuery } from "./interaction-actions";
import "../../state/ns/interactions";

/** Each emoji with the people who reacted with it. */
export function ReactionLists({ postId }: { postId: string }) {
  const LL = useLL();
  const texts = useLoadTexts();
  const { mediaOrigins } = useAtomValue(contentBaseAtom);
  const { data: reactions, status, error, refresh } = useQuery(reactionsQuery, postId);
  const loadStatus = <LoadStatus status={status} hasData={reactions !== undefined} error={error} onRetry={refresh} texts={texts} />;
  if (reactions === undefined) return loadStatus;
  if (reactions.length === 0) return <>{loadStatus}<p className="empty">{LL.interactions.nobody()}</p></>;
  return (
    <>
      {loadStatus}
      {reactions.map((r) => {
        const src = r.url ? safeMediaUrl(r.url, mediaOrigins) : null;
        const name = r.url ? `:${r.name}:` : r.name;
        return (
          <section key={r.name} className="reaction-group" aria-label={LL.interactions.reactionCount({ emoji: name, count: r.count })}>
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
