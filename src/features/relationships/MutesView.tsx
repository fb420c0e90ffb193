import { useSetAtom } from "jotai";
import { useRef } from "react";
import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { displayName } from "../../lib/account";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { usePagedQuery } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { accountListQuery } from "./account-list";
import { unmuteListedAtom } from "./actions";
import { AccountPageList } from "./AccountPageList";
import "./relationships.css";
import "../../state/ns/relationships";
import "../../state/ns/profileMenu";

export default function MutesView() {
  const LL = useLL();
  usePageTitle(LL.relationships.mutesTitle());
  const list = usePagedQuery(accountListQuery, "mutes");
  const unmute = useSetAtom(unmuteListedAtom);
  const notice = useSetAtom(showNoticeAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = useRef(new Set<string>());

  // The row leaves at once and comes back where it was if the server refuses.
  async function unmuteRow(account: Account) {
    if (busy.current.has(account.id)) return;
    busy.current.add(account.id);
    const index = list.items?.findIndex((a) => a.id === account.id) ?? -1;
    list.setItems((items) => items.filter((a) => a.id !== account.id));
    heading.current?.focus();
    try {
      await unmute(account.id);
      notice({ message: LL.profileMenu.unmuted({ name: displayName(account) }) });
    } catch (e) {
      list.setItems((items) => (items.some((a) => a.id === account.id) ? items : items.toSpliced(index < 0 ? items.length : index, 0, account)));
      notice({ message: errorMessage(LL, e), kind: "error" });
    } finally {
      busy.current.delete(account.id);
    }
  }

  return (
    <section className="mutes-view">
      <h1 ref={heading} tabIndex={-1}>
        {LL.relationships.mutesTitle()}
      </h1>
      <AccountPageList list={list} empty={LL.relationships.noMutes()} showMore={LL.relationships.showMoreUsers()}>
        {(account) => (
          <li key={account.id}>
            <AccountCard account={account}>
              <div className="request-actions">
                <button type="button" className="button" onClick={() => void unmuteRow(account)}>
                  {LL.profileMenu.unmute()}
                </button>
              </div>
            </AccountCard>
          </li>
        )}
      </AccountPageList>
    </section>
  );
}
