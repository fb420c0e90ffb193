import { useSetAtom } from "jotai";
import { AccountCard } from "../../entities/account/AccountCard";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { loadMutesAtom } from "./actions";
import { AccountPageList } from "./AccountPageList";
import { useLinkPagedAccounts } from "./useLinkPagedAccounts";
import "./relationships.css";
import "../../state/ns/relationships";

export default function MutesView() {
  const LL = useLL();
  usePageTitle(LL.relationships.mutesTitle());
  const list = useLinkPagedAccounts(useSetAtom(loadMutesAtom));
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
