import { useSetAtom } from "jotai";
import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { displayName } from "../../lib/account";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import type { useFeedMembers } from "./useFeedMembers";
import "../../state/ns/feeds";
import { Icon } from "../../ui/Icon";

/** The feed's users, each with a remove button that asks first; "Show more users" pages on. */
export function FeedMembers({ state }: { state: ReturnType<typeof useFeedMembers> }) {
  const LL = useLL();
  const confirm = useSetAtom(confirmAtom);
  const notice = useSetAtom(showNoticeAtom);
  const { members, error, loadingMore, canShowMore } = state;

  async function onRemove(account: Account) {
    const name = displayName(account);
    const ok = await confirm({ message: LL.feeds.confirmRemove({ name }), confirmLabel: LL.common.remove() });
    if (!ok) return;
    try {
      await state.remove(account);
      notice({ message: LL.feeds.userRemoved({ name }) });
    } catch (e) {
      notice({ message: errorMessage(LL, e), kind: "error" });
    }
  }

  async function onShowMore() {
    try {
      await state.showMore();
    } catch (e) {
      notice({ message: errorMessage(LL, e), kind: "error" });
    }
  }

  return (
    <section className="feed-members" aria-labelledby="feed-members-heading">
      <h2 id="feed-members-heading">{LL.feeds.members()}</h2>
      {error !== null && <p className="error-box" role="alert">{errorMessage(LL, error)}</p>}
      {members === null && error === null && <p className="hint" role="status">{LL.common.loading()}</p>}
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
      {canShowMore && (
        <button type="button" className="button wide" onClick={onShowMore} disabled={loadingMore}>
          {loadingMore ? LL.common.loading() : LL.feeds.showMoreUsers()}
        </button>
      )}
    </section>
  );
}
