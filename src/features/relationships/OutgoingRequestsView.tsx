import { useSetAtom } from "jotai";
import { useRef } from "react";
import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { displayName } from "../../lib/account";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { usePageTitle } from "../../state/title";
import { AccountPageList } from "./AccountPageList";
import { cancelRequestAtom, outgoingRequestsQuery } from "./interaction-actions";
import { usePagedQuery } from "../../state/query";
import "./relationships.css";
import "../../state/ns/extras";
import "../../state/ns/relationships";

/** Follow requests you sent that are still waiting, each with a cancel button. */
export default function OutgoingRequestsView() {
  const LL = useLL();
  usePageTitle(LL.extras.requests.title());
  const list = usePagedQuery(outgoingRequestsQuery, "sent");
  const cancel = useSetAtom(cancelRequestAtom);
  const notice = useSetAtom(showNoticeAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef(new Set<string>());

  async function onCancel(account: Account) {
    if (pending.current.has(account.id)) return;
    pending.current.add(account.id);
    try {
      await cancel(account.id);
      list.setItems((items) => items.filter((a) => a.id !== account.id));
      heading.current?.focus();
      notice({ message: LL.extras.requests.cancelled() });
    } catch (e) {
      notice({ message: errorMessage(LL, e), kind: "error" });
    } finally {
      pending.current.delete(account.id);
    }
  }

  return (
    <section className="outgoing-requests-view">
      <h1 ref={heading} tabIndex={-1}>
        {LL.extras.requests.title()}
      </h1>
      <AccountPageList list={list} empty={LL.extras.requests.none()} showMore={LL.relationships.showMoreRequests()}>
        {(account) => (
          <li key={account.id}>
            <AccountCard account={account}>
              <button type="button" className="button" aria-label={LL.extras.requests.cancelLabel({ name: displayName(account) })} onClick={() => onCancel(account)}>
                {LL.extras.requests.cancel()}
              </button>
            </AccountCard>
          </li>
        )}
      </AccountPageList>
    </section>
  );
}
