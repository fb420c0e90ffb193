import { useStoreValue } from "../../state/use-store-value";
import { Icon } from "../../ui/Icon";
import { lazy, Suspense, useState } from "react";
import type { Attachment } from "../../api/types";
import { cssReady } from "../../lib/css";
import { configAtom } from "../../state/config";
import { useLL } from "../../state/i18n";
import { contentBaseAtom } from "../content/content-cache";
import { safeLinkUrl, safeMediaUrl } from "../../lib/url-policy";
import type { LightboxImage } from "./Lightbox";
import "../../state/ns/post";

// Opened rarely, so it loads (with its stylesheet) on the first click.
const Lightbox = lazy(() => import("./Lightbox").then(async (m) => (await cssReady(), m)));

/** Images (sensitive ones under an overlay), video and audio players, and document links. */
export function Attachments({ attachments, sensitive }: { attachments: Attachment[]; sensitive: boolean }) {
  const LL = useLL();
  const { mediaOrigins } = useStoreValue(contentBaseAtom);
  const { contentWarningsEnabled } = useStoreValue(configAtom);
  const [revealed, setRevealed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const hidden = sensitive && contentWarningsEnabled && !revealed;

  const images: (LightboxImage & { id: string })[] = [];
  const others: Attachment[] = [];
  for (const a of attachments) {
    const src = safeMediaUrl(a.url, mediaOrigins);
    if (a.type === "image" && src) images.push({ id: a.id, src, description: a.description ?? "" });
    else others.push(a);
  }

  return (
    <div className="post-attachments">
      {images.length > 0 && (
        <div className={`post-images count-${Math.min(images.length, 4)}${hidden ? " is-hidden" : ""}`}>
          {images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              // The ALT badge is drawn by CSS from this attribute: text inside the button would have to be part of its
              // accessible name (WCAG 2.5.3), and "ALT" in every image's name says nothing the description does not.
              className={`post-image${image.description ? " has-alt" : ""}`}
              data-alt-badge={image.description ? LL.post.viewer.altBadge() : undefined}
              tabIndex={hidden ? -1 : 0}
              aria-hidden={hidden || undefined}
              aria-label={LL.post.openImage({ description: image.description || LL.post.image() })}
              onClick={() => setOpen(i)}
            >
              <img src={image.src} alt={image.description} title={image.description || undefined} loading="lazy" decoding="async" />
            </button>
          ))}
          {hidden && (
            <button type="button" className="post-sensitive-overlay" onClick={() => setRevealed(true)}>
              {LL.post.sensitiveContent()}
            </button>
          )}
          {sensitive && contentWarningsEnabled && revealed && (
            <button type="button" className="button post-hide-image" onClick={() => setRevealed(false)}>
              {LL.post.hideImage()}
            </button>
          )}
        </div>
      )}
      {others.map((a) => (
        <OtherAttachment key={a.id} attachment={a} mediaOrigins={mediaOrigins} />
      ))}
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}

function OtherAttachment({ attachment, mediaOrigins }: { attachment: Attachment; mediaOrigins: readonly string[] }) {
  const LL = useLL();
  const src = safeMediaUrl(attachment.url, mediaOrigins);
  const description = attachment.description ?? "";
  if (src && attachment.type === "video") {
    return <video className="post-video" src={src} controls preload="metadata" aria-label={description || undefined} title={description || undefined} />;
  }
  if (src && attachment.type === "audio") {
    return <audio className="post-audio" src={src} controls preload="none" aria-label={description || undefined} title={description || undefined} />;
  }
  const link = safeLinkUrl(attachment.url);
  return (
    <p className="post-document">
      <Icon name="document" size={16} />{" "}
      {link ? (
        <a href={link.href} target="_blank" rel="nofollow noopener noreferrer" title={description || undefined}>
          <bdi>{link.href}</bdi>
        </a>
      ) : (
        <bdi>{LL.post.document()}</bdi>
      )}
    </p>
  );
}
