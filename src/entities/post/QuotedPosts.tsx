import type { Status } from "../../api/types";
import { Icon } from "../../ui/Icon";
import { useLL } from "../../state/i18n";
import { LinkedPostLink } from "./PostLinks";
import { QuotePreview } from "./QuotePreview";
import "./quotes.css";
import "../../state/ns/post";

/**
 * Quoted posts as links to them. The full quote (pleroma.quote) gets a small preview whose time links to it;
 * other linked posts a plain link (for visitors, a remote one opens its original, `uri`). A quote the viewer may not see reads "Post is not available".
 */
export function QuotedPosts({ post, external }: { post: Status; external: boolean }) {
  const LL = useLL();
  const words = LL.post;
  const quote = post.pleroma.quote;
  const others = post.links.filter((l) => l.id !== quote?.id);
  const unavailable = (quote && quote.hidden) || (!quote && post.pleroma.quote_visible === false && post.links.length > 0);
  if (!quote && others.length === 0) return null;
  return (
    <div className="post-quotes">
      {unavailable ? (
        <p className="post-quote unavailable">{words.notAvailable()}</p>
      ) : (
        quote && <QuotePreview quote={quote} external={external} />
      )}
      {!unavailable &&
        others.map((l) => (
          <LinkedPostLink key={l.id} link={l} external={external} className="post-quote-link">
            <Icon name="quote" size={16} />{" "}
            {words.quotedPost()}
          </LinkedPostLink>
        ))}
    </div>
  );
}
