import { AccountCard } from "../../entities/account/AccountCard";
import { useLL } from "../../state/i18n";
import { usePagedQuery } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { accountListQuery } from "./actions";
import { AccountPageList } from "./AccountPageList";
import "./relationships.css";
import "../../state/ns/relationships";

export default function MutesView() {
  const LL = useLL();
  usePageTitle(LL.relationships.mutesTitle());
  const list = usePagedQuery(accountListQuery, "mutes");
  return (
    <section className="mutes-view">
      <h1>{LL.relationships.mutesTitle()}</h1>
      <AccountPageList list={list} empty={LL.relationships.noMutes()} showMore={LL.relationships.showMoreUsers()}>
        {(account) => (
          <li key={account.id}>
            <AccountCard account={account} />
          </li>
        )}
      </AccountPageList>
    </section>
  );
}
