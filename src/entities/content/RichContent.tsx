import { useAtomValue } from "jotai";
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type MouseEvent } from "react";
import { useLocation } from "wouter";
import type { CustomEmoji, LinkedPost, Mention, Tag } from "../../api/types";
import { contentBaseAtom, contentKey, contentState, loadSanitizer, renderedContent, subscribeSanitizer } from "./content-cache";
import { APP_LINK_ATTR } from "./emoji-map";
import "./content.css";

export interface RichContentProps {
  /** Server HTML: post content, bio, profile field value, instance description. */
  html: string;
  emojis?: readonly CustomEmoji[];
  mentions?: readonly Mention[];
  tags?: readonly Tag[];
  links?: readonly LinkedPost[];
  /** A stable id for this content (a post id) so it is sanitised once; defaults to the html itself. */
  cacheKey?: string;
  className?: string;
  /** Inline content (profile field values) renders in a span. */
  inline?: boolean;
}

/** The only way server HTML reaches the page: sanitised once, cloned in, links routed by the app. */
export function RichContent({ html, emojis, mentions, tags, links, cacheKey, className, inline }: RichContentProps) {
  const base = useAtomValue(contentBaseAtom);
  const k = contentKey(cacheKey, html, base.internal);
  const state = useSyncExternalStore(subscribeSanitizer, () => contentState(k), () => contentState(k));
  const [, navigate] = useLocation();
  const ref = useRef<HTMLElement>(null);
  // Nothing is rendered before the sanitiser has arrived (undefined: still loading); once it has, this renders.
  const fragment = useMemo(
    // Content still queued by prepareContent waits for its slice; it renders when its state turns "ready".
    () => (state === "ready" ? renderedContent(cacheKey, html, { ...base, emojis, mentions, tags, links }) : undefined),
    [cacheKey, html, base, emojis, mentions, tags, links, state],
  );
  useEffect(() => {
    if (state === "loading") void loadSanitizer();
  }, [state]);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(fragment ? fragment.cloneNode(true) : "");
  }, [fragment]);

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.(`a[${APP_LINK_ATTR}]`);
    if (!link || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    navigate(link.getAttribute("href")!);
  };
  const Tag = inline ? "span" : "div";
  return (
    <Tag
      ref={ref as never}
      className={`rich-content${className ? ` ${className}` : ""}`}
      dir="auto"
      aria-busy={fragment === undefined || undefined}
      onClick={onClick}
    />
  );
}
