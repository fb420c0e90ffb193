import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import type { Attachment, Status } from "../../api/types";
import type { LightboxImage } from "../../entities/post/Lightbox";
import { cssReady } from "../../lib/css";
import { safeImageUrl } from "../../lib/url-policy";
import { href } from "../../paths";
import { configAtom } from "../../state/config";
import { useLL } from "../../state/i18n";
import { usePagedQuery, useLoadTexts } from "../../state/query";
import { Icon } from "../../ui/Icon";
import { LoadStatus } from "../../ui/LoadStatus";
import { ShowMore } from "./ShowMore";
import { mediaPostsQuery } from "./gallery-query";
import "../../state/ns/gallery";

// Opened rarely, so it loads (with its stylesheet) on the first click, as on post cards.
const Lightbox = lazy(() => import("../../entities/post/Lightbox").then(async (m) => (await cssReady(), m)));

function Thumbnail({ media }: { media: Attachment }) {
  const src = media.type === "image" || (media.preview_url && media.preview_url !== media.url) ? safeImageUrl(media.preview_url || media.url) : null;
  if (src) return <img src={src} alt={media.description ?? ""} loading="lazy" decoding="async" />;
  return <span className={`gallery-placeholder gallery-${media.type}`} aria-hidden="true"><Icon name={media.type === "video" ? "play" : media.type === "audio" ? "music" : "document"} size={32} /></span>;
}

/**
 * One media post by its first attachment: an image opens the post's images in the lightbox, anything else links to
 * the post (an image, through the corner link); a sensitive post stays under the overlay until revealed.
 */
function GalleryItem({ post, onOpen }: { post: Status; onOpen: (images: LightboxImage[]) => void }) {
  const LL = useLL();
  const { contentWarningsEnabled } = useAtomValue(configAtom);
  const [revealed, setRevealed] = useState(false);
  const hidden = post.sensitive && contentWarningsEnabled && !revealed;
  const media = post.media_attachments[0];
  const images: LightboxImage[] = [];
  for (const a of post.media_attachments) {
    const src = a.type === "image" ? safeImageUrl(a.url) : null;
    if (src) images.push({ src, description: a.description ?? "" });
  }
  const hide = { tabIndex: hidden ? -1 : undefined, "aria-hidden": hidden || undefined };
  const opens = media.type === "image" && images.length > 0;
  return (
    <li className={hidden ? "is-hidden" : undefined}>
      {opens ? (
        <button type="button" className="gallery-item" {...hide} aria-label={LL.gallery.openImage({ description: media.description || LL.gallery.image() })} onClick={() => onOpen(images)}>
          <Thumbnail media={media} />
        </button>
      ) : (
        <Link href={href.post(post.id)} className="gallery-item" {...hide} aria-label={LL.gallery.viewPost()}>
          <Thumbnail media={media} />
        </Link>
      )}
      {hidden && (
        <button type="button" className="gallery-sensitive" onClick={() => setRevealed(true)}>
          {LL.gallery.sensitiveContent()}
        </button>
      )}
      {opens && (
        <Link href={href.post(post.id)} className="gallery-post" aria-label={LL.gallery.viewPost()}>
          <Icon name="reply" size={18} />
        </Link>
      )}
    </li>
  );
}

/** Each media post once, shown by its first attachment. */
export function GalleryGrid({ accountId }: { accountId: string }) {
  const LL = useLL();
  const texts = useLoadTexts();
  const page = usePagedQuery(mediaPostsQuery, accountId);
  const [open, setOpen] = useState<LightboxImage[] | null>(null);
  if (!page.items) return <LoadStatus status={page.status} hasData={false} error={page.error} onRetry={page.refresh} texts={texts} />;
  const posts = page.items
    .map((entry) => ({ key: entry.id, post: entry.reblog ?? entry }))
    .filter(({ post }) => post.media_attachments.length > 0);
  if (posts.length === 0 && !page.hasMore) return <p className="empty">{LL.gallery.noMedia()}</p>;
  return (
    <>
      <ul className="gallery-grid">
        {posts.map(({ key, post }) => (
          <GalleryItem key={key} post={post} onOpen={setOpen} />
        ))}
      </ul>
      {page.error !== null && <LoadStatus status="error" hasData error={page.error} onRetry={page.refresh} texts={texts} />}
      <ShowMore page={page} label={LL.common.showMore()} />
      {open && (
        <Suspense fallback={null}>
          <Lightbox images={open} start={0} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
