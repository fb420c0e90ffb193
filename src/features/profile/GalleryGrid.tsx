import { Link } from "wouter";
import type { Attachment } from "../../api/types";
import { safeImageUrl } from "../../lib/url-policy";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { usePagedQuery, useLoadTexts } from "../../state/query";
import { LoadStatus } from "../../ui/LoadStatus";
import { ShowMore } from "./ShowMore";
import { mediaPostsQuery } from "./queries";
import "../../state/ns/profile";
import { Icon } from "../../ui/Icon";

function Thumbnail({ media }: { media: Attachment }) {
  const src = media.type === "image" || (media.preview_url && media.preview_url !== media.url) ? safeImageUrl(media.preview_url || media.url) : null;
  if (src) return <img src={src} alt={media.description ?? ""} loading="lazy" decoding="async" />;
  return <span className={`gallery-placeholder gallery-${media.type}`} aria-hidden="true"><Icon name={media.type === "video" ? "play" : media.type === "audio" ? "music" : "document"} size={32} /></span>;
}

/** Each media post once, shown by its first attachment and linking to the post. */
export function GalleryGrid({ accountId }: { accountId: string }) {
  const LL = useLL();
  const texts = useLoadTexts();
  const page = usePagedQuery(mediaPostsQuery, accountId);
  if (!page.items) return <LoadStatus status={page.status} hasData={false} error={page.error} onRetry={page.refresh} texts={texts} />;
  const posts = page.items
    .map((entry) => ({ key: entry.id, post: entry.reblog ?? entry }))
    .filter(({ post }) => post.media_attachments.length > 0);
  if (posts.length === 0 && !page.hasMore) return <p className="empty">{LL.profile.noMedia()}</p>;
  return (
    <>
      <ul className="gallery-grid">
        {posts.map(({ key, post }) => {
          const media = post.media_attachments[0];
          return (
            <li key={key}>
              <Link href={href.post(post.id)} className="gallery-item">
                <Thumbnail media={media} />
                <span className="visually-hidden">{LL.profile.viewPost()}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {page.error !== null && <LoadStatus status="error" hasData error={page.error} onRetry={page.refresh} texts={texts} />}
      <ShowMore page={page} label={LL.common.showMore()} />
    </>
  );
}
