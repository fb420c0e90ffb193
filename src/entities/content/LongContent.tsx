import { useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { Status } from "../../api/types";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { contentWeight, copySlice, LONG_WEIGHT, PREVIEW_WEIGHT, previewOf, startCopy } from "./long-content";
import { useAppLinkClick, useContentFragment } from "./RichContent";
import "../../state/ns/content";
import "./long-content.css";

/** Weight appended per frame while long content opens: each frame's commit, style and layout stay far under 50 ms, with room for a busy phone (at 1000, a fresh-clone run on a 4x throttled CPU measured one 58 ms task). */
export const SLICE_WEIGHT = 600;

/**
 * A post's content when it may be long (long-content.ts). Long, it shows its first part and a "Show more"/
 * "Show less" toggle, except in the thread opened at this post, where the reader came to read it all: there it
 * shows whole, with no toggle. The whole is appended a slice per frame, so opening even the heaviest post a server
 * sends makes no long task. Content that is not long renders as RichContent does.
 */
export default function LongContent({ post, className }: { post: Status; className: string }) {
  const whole = useLocation()[0] === href.post(post.id);
  const LL = useLL();
  const fragment = useContentFragment({ ...post, html: post.content });
  const onClick = useAppLinkClick();
  const preview = useMemo(() => (fragment && contentWeight(fragment) > LONG_WEIGHT ? previewOf(fragment, PREVIEW_WEIGHT) : null), [fragment]);
  const [open, setOpen] = useState(whole);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  const id = useId();
  useLayoutEffect(() => {
    const el = ref.current!;
    if (!fragment || (preview && !open)) {
      el.replaceChildren(preview?.cloneNode(true) ?? "");
      // "Show less" shortens what is above the button: keep the button where the reader can see it.
      if (toggled.current) button.current?.scrollIntoView({ block: "nearest" });
      toggled.current = false;
      return;
    }
    if (!preview) {
      el.replaceChildren(fragment.cloneNode(true));
      return;
    }
    el.replaceChildren();
    el.setAttribute("aria-busy", "true");
    const cursor = startCopy(fragment, el);
    let frame = 0;
    const next = () => {
      if (copySlice(cursor, SLICE_WEIGHT)) el.removeAttribute("aria-busy");
      else frame = requestAnimationFrame(next);
    };
    next();
    return () => cancelAnimationFrame(frame);
  }, [open, fragment, preview]);

  return (
    <>
      <div ref={ref} id={id} className={`rich-content ${className}`} dir="auto" aria-busy={fragment === undefined || undefined} onClick={onClick} />
      {preview && !whole && (
        <button
          ref={button}
          type="button"
          className="button long-content-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            toggled.current = true;
            setOpen(!open);
          }}
        >
          {open ? LL.content.showLess() : LL.content.showMore()}
        </button>
      )}
    </>
  );
}
