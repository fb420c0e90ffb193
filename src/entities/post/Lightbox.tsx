import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLL } from "../../state/i18n";
import { Dialog } from "../../ui/Dialog";
import { IconSvg } from "../../ui/IconSvg";
import "../../state/ns/postTools";
import { clampZoom, MAX_ZOOM, useZoomGestures } from "./use-zoom-gestures";
import "./lightbox.css";

export interface LightboxImage {
  src: string;
  description: string;
}

const STEP = 1.25;
// Drawn as every icon is (ui/IconSvg), but kept with the viewer, their only user, so post cards do not carry them.
const ZOOM_OUT = "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20M7.5 10.5h6";
const ZOOM_IN = `${ZOOM_OUT}M10.5 7.5v6`;

/**
 * Full-size images: Esc closes; arrow keys, swipes or buttons move between them; a pinch, Ctrl+wheel, a double
 * click, +/- or the zoom buttons zoom (a zoomed image scrolls or is dragged); the description is shown and the
 * original can be opened.
 */
export default function Lightbox({ images, start, onClose }: { images: LightboxImage[]; start: number; onClose: () => void }) {
  const LL = useLL();
  const titleId = useId();
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(1);
  const frame = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const many = images.length > 1;
  const go = (delta: number) => {
    setZoom(1);
    setIndex((i) => (i + delta + images.length) % images.length);
  };
  const zoomBy = (factor: number) => setZoom((z) => clampZoom(z * factor));
  const gestures = useZoomGestures(frame, zoom, setZoom, (forward) => {
    if (many) go(forward ? 1 : -1);
  });

  // Focus starts on Close: opening the modal dialog (ui/Dialog, an effect that runs before this one) would put it on
  // the first button, "Previous image", where a key press moves to the last image.
  useEffect(() => close.current?.focus(), []);

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
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="lightbox">
      <div className="lightbox-body" onKeyDown={onKeyDown}>
        <h2 id={titleId} className="visually-hidden">
          {many ? LL.postTools.imageOf({ n: index + 1, total: images.length }) : LL.postTools.image()}
        </h2>
        <div ref={frame} className={`lightbox-frame${zoom > 1 ? " zoomed" : ""}`} {...gestures}>
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
              {LL.postTools.previousImage()}
            </button>
          )}
          <button type="button" className="button" onClick={() => zoomBy(1 / STEP)} disabled={zoom <= 1} aria-label={LL.postTools.zoomOut()}>
            <IconSvg d={ZOOM_OUT} />
          </button>
          <button type="button" className="button" onClick={() => zoomBy(STEP)} disabled={zoom >= MAX_ZOOM} aria-label={LL.postTools.zoomIn()}>
            <IconSvg d={ZOOM_IN} />
          </button>
          <a className="button" href={image.src} target="_blank" rel="noopener noreferrer">
            {LL.postTools.openOriginal()}
          </a>
          <button ref={close} type="button" className="button primary" onClick={onClose}>
            {LL.postTools.closeImage()}
          </button>
          {many && (
            <button type="button" className="button" onClick={() => go(1)}>
              {LL.postTools.nextImage()}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
