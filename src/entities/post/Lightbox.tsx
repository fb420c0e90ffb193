import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from "react";
import { useLL } from "../../state/i18n";
import { Dialog } from "../../ui/Dialog";
import "../../state/ns/post";
import "./lightbox.css";

export interface LightboxImage {
  src: string;
  description: string;
}

const MAX_ZOOM = 5;
const STEP = 1.25;
/** A horizontal drag longer than this (px) at normal size moves to the next or previous image. */
const SWIPE = 50;

/**
 * Full-size images: Esc closes; arrow keys, swipes or buttons move between them; the wheel, a double click, +/-
 * or the zoom buttons zoom (a zoomed image scrolls); the description is shown and the original can be opened.
 */
export default function Lightbox({ images, start, onClose }: { images: LightboxImage[]; start: number; onClose: () => void }) {
  const LL = useLL();
  const titleId = useId();
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(1);
  const swipeFrom = useRef<number | null>(null);
  const image = images[index];
  const many = images.length > 1;
  const go = (delta: number) => {
    setZoom(1);
    setIndex((i) => (i + delta + images.length) % images.length);
  };
  const zoomBy = (factor: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(1, z * factor)));

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    if (many && e.key === "ArrowRight") go(rtl ? -1 : 1);
    else if (many && e.key === "ArrowLeft") go(rtl ? 1 : -1);
    else if (e.key === "+" || e.key === "=") zoomBy(STEP);
    else if (e.key === "-") zoomBy(1 / STEP);
    else if (e.key === "0") setZoom(1);
    else return;
    e.preventDefault();
  };
  const onWheel = (e: WheelEvent) => zoomBy(e.deltaY < 0 ? STEP : 1 / STEP);
  const onPointerDown = (e: PointerEvent) => {
    swipeFrom.current = zoom === 1 ? e.clientX : null;
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || !many || Math.abs(e.clientX - from) < SWIPE) return;
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    go((e.clientX < from) !== rtl ? 1 : -1);
  };

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="lightbox">
      <div className="lightbox-body" onKeyDown={onKeyDown}>
        <h2 id={titleId} className="visually-hidden">
          {many ? LL.post.imageOf({ n: index + 1, total: images.length }) : LL.post.image()}
        </h2>
        <div className={`lightbox-frame${zoom > 1 ? " zoomed" : ""}`} onWheel={onWheel} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <img
            src={image.src}
            alt={image.description}
            style={zoom > 1 ? { zoom } : undefined}
            draggable={false}
            onDoubleClick={() => setZoom((z) => (z > 1 ? 1 : 2.5))}
          />
        </div>
        {image.description && <p className="lightbox-alt">{image.description}</p>}
        <div className="lightbox-controls">
          {many && (
            <button type="button" className="button" onClick={() => go(-1)}>
              {LL.post.previousImage()}
            </button>
          )}
          <button type="button" className="button" onClick={() => zoomBy(1 / STEP)} disabled={zoom <= 1} aria-label={LL.post.viewer.zoomOut()}>
            <span aria-hidden="true">−</span>
          </button>
          <button type="button" className="button" onClick={() => zoomBy(STEP)} disabled={zoom >= MAX_ZOOM} aria-label={LL.post.viewer.zoomIn()}>
            <span aria-hidden="true">+</span>
          </button>
          <a className="button" href={image.src} target="_blank" rel="noopener noreferrer">
            {LL.post.viewer.openOriginal()}
          </a>
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
