import { useEffect, useRef, type Dispatch, type PointerEvent, type RefObject, type SetStateAction } from "react";

export const MAX_ZOOM = 5;
/** A horizontal drag longer than this (px) at normal size moves to the next or previous image. */
const SWIPE = 50;
/** Ctrl+wheel: how much one pixel of wheel travel zooms (a mouse notch of 100 px is about one 1.25 step). */
const WHEEL_RATE = 0.0022;

export const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(1, z));

type Point = { x: number; y: number };
const spread = (points: Iterable<Point>) => {
  const [a, b] = [...points];
  return Math.hypot(a.x - b.x, a.y - b.y);
};

/**
 * The image viewer's gestures on its frame: two pointers pinch to zoom; one pointer drags a zoomed image around or,
 * at normal size, swipes to the next image. The wheel zooms only with Ctrl held (a trackpad pinch sends that too),
 * so an ordinary wheel keeps scrolling; only then is the browser's own page zoom prevented.
 */
export function useZoomGestures(
  frame: RefObject<HTMLDivElement | null>,
  zoom: number,
  setZoom: Dispatch<SetStateAction<number>>,
  swipe: (forward: boolean) => void,
) {
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ spread: number; zoom: number } | null>(null);
  const swipeFrom = useRef<number | null>(null);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      setZoom((z) => clampZoom(z * Math.exp(-e.deltaY * WHEEL_RATE)));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [frame, setZoom]);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      pinch.current = { spread: spread(pointers.current.values()), zoom };
      swipeFrom.current = null;
    } else if (pointers.current.size === 1) {
      swipeFrom.current = zoom === 1 ? e.clientX : null;
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const start = pinch.current;
    if (start && pointers.current.size === 2) {
      if (start.spread > 0) setZoom(clampZoom((start.zoom * spread(pointers.current.values())) / start.spread));
    } else if (!start && zoom > 1) {
      e.currentTarget.scrollBy(last.x - e.clientX, last.y - e.clientY);
    }
  };
  const onPointerEnd = (e: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(e.pointerId)) return;
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (pinch.current) {
      // The gesture stays a pinch until every finger is up: lifting one is not a swipe.
      if (pointers.current.size === 0) pinch.current = null;
      return;
    }
    if (e.type !== "pointerup" || from === null || Math.abs(e.clientX - from) < SWIPE) return;
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    swipe(e.clientX < from !== rtl);
  };
  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}
