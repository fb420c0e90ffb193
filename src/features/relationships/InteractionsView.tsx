import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { Link, useParams } from "wouter";
import { AccountCard } from "../../entities/account/AccountCard";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { href } from "../../paths";
import { AccountPageList } from "./AccountPageList";
import { interactionsQuery } from "./interaction-actions";
import { ReactionLists } from "./ReactionLists";
import { usePagedQuery } from "../../state/query";
import "./relationships.css";
import "../../state/ns/interactions";

type Kind = "likes" | "reposts" | "reactions";
const KINDS: Kind[] = ["likes", "reposts", "reactions"];

function PeopleList({ postId, kind }: { postId: string; kind: "likes" | "reposts" }) {
  const LL = useLL();
  const list = usePagedQuery(interactionsQuery, { postId, kind });
  return (
    <AccountPageList list={list} empty={LL.interactions.nobody()} showMore={LL.interactions.showMore()}>
      {(account) => (
        <li key={account.id}>
          <AccountCard account={account} />
        </li>
      )}
    </AccountPageList>
  );
}

/** Who liked, reposted or reacted to a post: one tab each, opened from the counts under a focused post. */
export default function InteractionsView() {
  const LL = useLL();
  const { postId = "", kind = "likes" } = useParams<{ postId: string; kind: Kind }>();
  const words = LL.interactions;
  const title = kind === "likes" ? words.likes() : kind === "reposts" ? words.reposts() : words.reactions();
  usePageTitle(title);
  return (
    <section className="interactions-view">
      <p>
        <Link href={href.post(postId)}>{words.backToPost()}</Link>
      </p>
      <h1>{title}</h1>
      <nav aria-label={words.label()}>
        <ul className="interaction-tabs">
          {KINDS.map((k) => (
            <li key={k}>
              <Link href={href.interactions(postId, k)} className="button" aria-current={k === kind ? "page" : undefined}>
                {k === "likes" ? words.likes() : k === "reposts" ? words.reposts() : words.reactions()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {kind === "reactions" ? <ReactionLists postId={postId} /> : <PeopleList key={kind} postId={postId} kind={kind} />}
    </section>
  );
}
