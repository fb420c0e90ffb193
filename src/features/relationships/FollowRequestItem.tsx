import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { displayName } from "../../lib/account";
import { useLL } from "../../state/i18n";
import "../../state/ns/relationships";

/** A requesting profile with accept and reject. */
export function FollowRequestItem({ account, onAnswer }: { account: Account; onAnswer: (accept: boolean) => void }) {
  const LL = useLL();
  const name = displayName(account);
  return (
    <li>
      <AccountCard account={account}>
        <div className="request-actions">
          <button type="button" className="button primary" aria-label={LL.relationships.acceptLabel({ name })} onClick={() => onAnswer(true)}>
            {LL.relationships.accept()}
          </button>
          <button type="button" className="button" aria-label={LL.relationships.rejectLabel({ name })} onClick={() => onAnswer(false)}>
            {LL.relationships.reject()}
          </button>
        </div>
      </AccountCard>
    </li>
  );
}
