import { useCallback } from "react";
import { useAtomValue } from "jotai";
import { Link } from "wouter";
import type { Attachment, Status } from "../../api/types";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { apiAtom } from "../../state/session";
import { loadMediaPosts } from "./actions";
import { ShowMore } from "./ShowMore";
import { usePagedList } from "./usePagedList";
import "../../state/ns/profile";

function Thumbnail({ media }: { media: Attachment }) {
  if (media.type === "image" || (media.preview_url && media.preview_url !== media.url)) {
    return <img src={media.preview_url || media.url} alt={media.description ?? ""} loading="lazy" decoding="async" />;
  }
  return <span className={`gallery-placeholder gallery-${media.type}`} aria-hidden="true">{media.type === "video" ? "▶" : media.type === "audio" ? "♪" : "📄"}</span>;
}

/** Each media post once, shown by its first attachment and linking to the post. */
export function GalleryGrid({ accountId }: { accountId: string }) {
  const LL = useLL();
  const api = useAtomValue(apiAtom);
  const page = usePagedList<Status>(useCallback((next?: string) => loadMediaPosts(api, accountId, next), [api, accountId]));
  if (page.status === "loading") return <div className="page-loading" aria-busy="true"><span className="spinner" /></div>;
  if (page.status === "error") return <p className="error-box" role="alert">{errorMessage(LL, page.error)}</p>;
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
      <ShowMore page={page} label={LL.common.showMore()} />
    </>
  );
}
