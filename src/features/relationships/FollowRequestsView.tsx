import { useSetAtom } from "jotai";
import { useRef } from "react";
import { Link } from "wouter";
import { href } from "../../paths";
import type { Account } from "../../api/types";
import { displayName } from "../../lib/account";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { usePagedQuery } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { accountListQuery } from "./account-list";
import { answerFollowRequestAtom } from "./actions";
import { AccountPageList } from "./AccountPageList";
import { FollowRequestItem } from "./FollowRequestItem";
import "./relationships.css";
import "../../state/ns/extras";
import "../../state/ns/relationships";

export default function FollowRequestsView() {
  const LL = useLL();
  usePageTitle(LL.relationships.followRequestsTitle());
  const list = usePagedQuery(accountListQuery, "follow-requests");
  const answer = useSetAtom(answerFollowRequestAtom);
  const notice = useSetAtom(showNoticeAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  const answering = useRef(new Set<string>());

  // The request leaves the list at once and comes back where it was if the server refuses.
  async function respond(account: Account, accept: boolean) {
    if (answering.current.has(account.id)) return;
    answering.current.add(account.id);
    const index = list.items?.findIndex((a) => a.id === account.id) ?? -1;
    list.setItems((items) => items.filter((a) => a.id !== account.id));
    heading.current?.focus();
    const name = displayName(account);
    try {
      await answer({ accountId: account.id, accept });
      notice({ message: accept ? LL.relationships.accepted({ name }) : LL.relationships.rejected({ name }) });
    } catch (e) {
      list.setItems((items) => {
        if (items.some((a) => a.id === account.id)) return items;
        const at = index < 0 ? items.length : Math.min(index, items.length);
        return [...items.slice(0, at), account, ...items.slice(at)];
      });
      notice({ message: errorMessage(LL, e), kind: "error" });
    } finally {
      answering.current.delete(account.id);
    }
  }

  return (
    <section className="follow-requests-view">
      <h1 ref={heading} tabIndex={-1}>
        {LL.relationships.followRequestsTitle()}
      </h1>
      <p>
        <Link href={href.outgoingFollowRequests()}>{LL.extras.nav.outgoingRequests()}</Link>
      </p>
      <AccountPageList list={list} empty={LL.relationships.noFollowRequests()} showMore={LL.relationships.showMoreRequests()}>
        {(account) => <FollowRequestItem key={account.id} account={account} onAnswer={(accept) => respond(account, accept)} />}
      </AccountPageList>
    </section>
  );
}
