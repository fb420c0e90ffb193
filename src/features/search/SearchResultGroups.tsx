import { Link } from "wouter";
import type { SearchResults } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { PostCard } from "../../entities/post/PostCard";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import "../../state/ns/search";

/** The three result groups; empty groups are left out. */
export function SearchResultGroups({ results, onPostDeleted }: { results: SearchResults; onPostDeleted: (postId: string) => void }) {
  const LL = useLL();
  return (
    <>
      {results.accounts.length > 0 && (
        <section className="search-group" aria-labelledby="search-people">
          <h2 id="search-people">{LL.search.peopleHeading()}</h2>
          <ul className="search-accounts">
            {results.accounts.map((account) => (
              <li key={account.id}>
                <AccountCard account={account} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {results.statuses.length > 0 && (
        <section className="search-group" aria-labelledby="search-posts">
          <h2 id="search-posts">{LL.search.postsHeading()}</h2>
          <ul className="search-posts">
            {results.statuses.map((post) => (
              <li key={post.id}>
                <PostCard post={post} onDeleted={onPostDeleted} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {results.hashtags.length > 0 && (
        <section className="search-group" aria-labelledby="search-tags">
          <h2 id="search-tags">{LL.search.tagsHeading()}</h2>
          <ul className="search-tags">
            {results.hashtags.map((tag) => (
              <li key={tag.name}>
                <Link href={href.tag(tag.name)}>#{tag.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
