import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useLL } from "../../state/i18n";
import { Dialog } from "../../ui/Dialog";
import "../../state/ns/post";

export interface LightboxImage {
  src: string;
  description: string;
}

/** Full-size images: Esc or a click closes, arrow keys or buttons move between them; the page does not scroll. */
export function Lightbox({ images, start, onClose }: { images: LightboxImage[]; start: number; onClose: () => void }) {
  const LL = useLL();
  const titleId = useId();
  const [index, setIndex] = useState(start);
  const image = images[index];
  const many = images.length > 1;
  const go = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!many) return;
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    if (e.key === "ArrowRight") go(rtl ? -1 : 1);
    else if (e.key === "ArrowLeft") go(rtl ? 1 : -1);
    else return;
    e.preventDefault();
  };

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="lightbox">
      <div className="lightbox-body" onKeyDown={onKeyDown}>
        <h2 id={titleId} className="visually-hidden">
          {many ? LL.post.imageOf({ n: index + 1, total: images.length }) : LL.post.image()}
        </h2>
        <img src={image.src} alt={image.description} title={image.description || undefined} onClick={onClose} />
        <div className="lightbox-controls">
          {many && (
            <button type="button" className="button" onClick={() => go(-1)}>
              {LL.post.previousImage()}
            </button>
          )}
          <button type="button" className="button primary" onClick={onClose} autoFocus>
            {LL.post.closeImage()}
          </button>
          {many && (
            <button type="button" className="button" onClick={() => go(1)}>
              {LL.post.nextImage()}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
