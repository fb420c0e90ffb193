import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { useLL } from "../../state/i18n";
import { Avatar } from "../../ui/Avatar";
import { Icon } from "../../ui/Icon";
import "../../state/ns/subscriptions";

/** Payer → recipient. A visitor who has not found their profile yet shows as "You". */
export function Participants({ payer, recipient }: { payer: Account | null; recipient: Account }) {
  const LL = useLL();
  return (
    <div className="participants">
      <div className="participant">
        <span className="participant-role">{LL.subscriptions.payer()}</span>
        {payer ? (
          <AccountCard account={payer} />
        ) : (
          <div className="account-card">
            <Avatar size={48} />
            <span className="display-name">{LL.subscriptions.you()}</span>
          </div>
        )}
      </div>
      <span className="participants-arrow">
        <Icon name="arrow" size={24} />
      </span>
      <div className="participant">
        <span className="participant-role">{LL.subscriptions.recipient()}</span>
        <AccountCard account={recipient} />
      </div>
    </div>
  );
}
