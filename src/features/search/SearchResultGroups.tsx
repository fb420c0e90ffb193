import type { ReactNode } from "react";
import { Link } from "wouter";
import type { SearchResults } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { PostCard } from "../../entities/post/PostCard";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { groupOrder, type SearchKind } from "./search-rules";
import "../../state/ns/search";

function Group({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="search-group" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** The three result groups in the order the query asks for (a `#tag` query: hashtags first); empty ones left out. */
export function SearchResultGroups({ q, results, onPostDeleted }: { q: string; results: SearchResults; onPostDeleted: (postId: string) => void }) {
  const LL = useLL();
  const groups: Record<SearchKind, ReactNode> = {
    people: results.accounts.length > 0 && (
      <Group key="people" id="search-people" heading={LL.search.peopleHeading()}>
        <ul className="search-accounts">
          {results.accounts.map((account) => (
            <li key={account.id}>
              <AccountCard account={account} />
            </li>
          ))}
        </ul>
      </Group>
    ),
    posts: results.statuses.length > 0 && (
      <Group key="posts" id="search-posts" heading={LL.search.postsHeading()}>
        <ul className="search-posts">
          {results.statuses.map((post) => (
            <li key={post.id}>
              <PostCard post={post} onDeleted={onPostDeleted} />
            </li>
          ))}
        </ul>
      </Group>
    ),
    tags: results.hashtags.length > 0 && (
      <Group key="tags" id="search-tags" heading={LL.search.tagsHeading()}>
        <ul className="search-tags">
          {results.hashtags.map((tag) => (
            <li key={tag.name}>
              <Link href={href.tag(tag.name)}>#{tag.name}</Link>
            </li>
          ))}
        </ul>
      </Group>
    ),
  };
  return <>{groupOrder(q).map((kind) => groups[kind])}</>;
}
