import { useAtomValue } from "jotai";
import type { Account } from "../../api/types";
import { AccountHandle, DisplayName } from "../../entities/account/AccountName";
import { address } from "../../lib/account";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import { Avatar } from "../../ui/Avatar";
import "../../state/ns/feeds";

/** Several accounts matched: each is a button that puts its address in the box. */
export function UserSuggestions({ accounts, busy, onPick }: { accounts: Account[]; busy: boolean; onPick: (account: Account) => void }) {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  return (
    <div className="user-suggestions" role="group" aria-label={LL.feeds.suggestions()}>
      <p className="hint" role="status">{LL.feeds.suggestions()}</p>
      <ul>
        {accounts.map((account) => (
          <li key={account.id}>
            <button
              type="button"
              className="suggestion"
              aria-disabled={busy}
              aria-label={LL.feeds.addSuggestion({ address: address(account, instance?.uri) })}
              onClick={() => busy || onPick(account)}
            >
              <Avatar src={account.avatar} size={32} />
              <DisplayName account={account} /> <AccountHandle account={account} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
