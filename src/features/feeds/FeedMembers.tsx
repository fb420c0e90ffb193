import { useSetAtom } from "jotai";
import { useRef } from "react";
import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { displayName } from "../../lib/account";
import { useLL } from "../../state/i18n";
import { useRunAction } from "../../state/mutation";
import { confirmAtom } from "../../state/notices";
import { useLoadTexts, usePagedQuery } from "../../state/query";
import { Icon } from "../../ui/Icon";
import { LoadStatus } from "../../ui/LoadStatus";
import { feedMembersQuery, removeMemberAtom } from "./actions";
import "../../state/ns/feeds";

/** The feed's users, each with a remove button that asks first; "Show more users" pages on. */
export function FeedMembers({ feedId }: { feedId: string }) {
  const LL = useLL();
  const texts = useLoadTexts();
  const confirm = useSetAtom(confirmAtom);
  const remove = useSetAtom(removeMemberAtom);
  const run = useRunAction();
  const list = usePagedQuery(feedMembersQuery, feedId);
  const members = list.items;
  const heading = useRef<HTMLHeadingElement>(null);

  async function onRemove(account: Account) {
    const name = displayName(account);
    const ok = await confirm({ message: LL.feeds.confirmRemove({ name }), confirmLabel: LL.common.remove() });
    if (!ok) return;
    await run(() => remove({ feedId, account }), () => LL.feeds.userRemoved({ name }));
    // The removed user's button has left with its card.
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }

  return (
    <section className="feed-members" aria-labelledby="feed-members-heading">
      <h2 id="feed-members-heading" ref={heading} tabIndex={-1}>{LL.feeds.members()}</h2>
      <LoadStatus status={list.error === null ? list.status : "error"} hasData={members !== undefined} error={list.error} onRetry={list.refresh} texts={texts} />
      {members?.length === 0 && <p className="empty">{LL.feeds.noMembers()}</p>}
      {members && members.length > 0 && (
        <ul className="member-list">
          {members.map((account) => (
            <li key={account.id}>
              <AccountCard account={account}>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={LL.feeds.removeUser({ name: displayName(account) })}
                  title={LL.feeds.removeUser({ name: displayName(account) })}
                  onClick={() => onRemove(account)}
                >
                  <Icon name="close" />
                </button>
              </AccountCard>
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <button type="button" className="button wide" onClick={list.loadMore} aria-disabled={list.loadingMore}>
          {list.loadingMore ? LL.common.loading() : LL.feeds.showMoreUsers()}
        </button>
      )}
    </section>
  );
}
