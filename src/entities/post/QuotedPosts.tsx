import type { Status } from "../../api/types";
import { Icon } from "../../ui/Icon";
import { useLL } from "../../state/i18n";
import { AccountHandle, DisplayName } from "../account/AccountName";
import { RichContent } from "../content/RichContent";
import { PostLink } from "./PostLinks";
import { RelativeTime } from "./RelativeTime";
import "../../state/ns/post";

/**
 * Quoted posts as links to them. The full quote (pleroma.quote) gets a small preview whose time links to it;
 * other linked posts a plain link. A quote the viewer may not see reads "Post is not available".
 */
export function QuotedPosts({ post, external }: { post: Status; external: boolean }) {
  const LL = useLL();
  const quote = post.pleroma.quote;
  const others = post.links.filter((l) => l.id !== quote?.id);
  const unavailable = (quote && quote.hidden) || (!quote && post.pleroma.quote_visible === false && post.links.length > 0);
  if (!quote && others.length === 0) return null;
  return (
    <div className="post-quotes">
      {unavailable ? (
        <p className="post-quote unavailable">{LL.post.notAvailable()}</p>
      ) : (
        quote && (
          <div className="post-quote">
            <p className="post-quote-author">
              <DisplayName account={quote.account} /> <AccountHandle account={quote.account} />{" "}
              <PostLink post={quote} external={external}>
                {/* Named "Quoted post by @x 19 h": the visible time is part of the name (WCAG 2.5.3). */}
                <span className="visually-hidden">{LL.post.quoteBy({ handle: `@${quote.account?.acct ?? ""}` })} </span>
                <RelativeTime iso={quote.created_at} />
              </PostLink>
            </p>
            <RichContent
              html={quote.content}
              emojis={quote.emojis}
              mentions={quote.mentions}
              tags={quote.tags}
              links={quote.links}
              className="post-quote-content"
            />
          </div>
        )
      )}
      {!unavailable &&
        others.map((l) => (
          <PostLink key={l.id} post={{ id: l.id, uri: l.uri, url: l.uri, account: post.account }} external={false} className="post-quote-link">
            <Icon name="quote" size={16} />{" "}
            {LL.post.quotedPost()}
          </PostLink>
        ))}
    </div>
  );
}
