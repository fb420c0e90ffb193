import type { Status } from "../../api/types";
import { useLL } from "../../state/i18n";
import { useLatestAccount } from "../../state/account-cache";
import { Avatar } from "../../ui/Avatar";
import { AccountHandle, DisplayName } from "../account/AccountName";
import { Attachments } from "./Attachments";
import { PartOf, pollPart } from "./card-parts";
import { PostContent } from "./PostBody";
import { PostLink, ProfileLink } from "./PostLinks";
import { RelativeTime } from "./RelativeTime";
import "../../state/ns/post";

/** The quoted post in small: author (avatar, name, handle), the time linking to it, content, poll and media. */
export function QuotePreview({ quote, external }: { quote: Status; external: boolean }) {
  const LL = useLL();
  const author = useLatestAccount(quote.account);
  return (
    <div className="post-quote">
      <p className="post-quote-author">
        <ProfileLink account={author} external={external} className="post-quote-avatar" label={`@${author?.acct ?? ""}`}>
          <Avatar src={author.avatar} size={24} />
        </ProfileLink>{" "}
        <DisplayName account={author} /> <AccountHandle account={author} />{" "}
        <PostLink post={quote} external={external}>
          {/* Named "Quoted post by @x 19 h": the visible time is part of the name (WCAG 2.5.3). */}
          <span className="visually-hidden">{LL.post.quoteBy({ handle: `@${author?.acct ?? ""}` })} </span>
          <RelativeTime iso={quote.created_at} />
        </PostLink>
      </p>
      <PostContent post={quote} className="post-quote-content" />
      {pollPart.needed(quote) && <PartOf part={pollPart} post={quote} />}
      {quote.media_attachments.length > 0 && <Attachments attachments={quote.media_attachments} sensitive={quote.sensitive} />}
    </div>
  );
}
