import { useStoreValue } from "../../state/use-store-value";
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
  className?: string;
  /** Inline content (profile field values) renders in a span. */
  inline?: boolean;
}

/**
 * The sanitised fragment of server HTML in this session's context: sanitised once, then taken from the cache;
 * undefined while the sanitiser (or the content's slice of prepareContent) is on its way, null when nothing renders.
 */
export function useContentFragment({ html, emojis, mentions, tags, links }: RichContentProps): DocumentFragment | null | undefined {
  const base = useStoreValue(contentBaseAtom);
  const ctx = useMemo(() => ({ ...base, emojis, mentions, tags, links }), [base, emojis, mentions, tags, links]);
  const k = useMemo(() => contentKey(html, ctx), [html, ctx]);
  const state = useSyncExternalStore(subscribeSanitizer, () => contentState(k), () => contentState(k));
  // Nothing is rendered before the sanitiser has arrived (undefined: still loading); once it has, this renders.
  const fragment = useMemo(
    // Content still queued by prepareContent waits for its slice; it renders when its state turns "ready".
    () => (state === "ready" ? renderedContent(html, ctx) : undefined),
    [html, ctx, state],
  );
  useEffect(() => {
    if (state === "loading") void loadSanitizer();
  }, [state]);
  return fragment;
}

/** The click handler of content: an in-app link (a mention, tag or quoted post) navigates inside the app. */
export function useAppLinkClick(): (event: MouseEvent) => void {
  const [, navigate] = useLocation();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.(`a[${APP_LINK_ATTR}]`);
    if (!link || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    navigate(link.getAttribute("href")!);
  };
}

/** The only way server HTML reaches the page: sanitised once, cloned in, links routed by the app. */
export function RichContent(props: RichContentProps) {
  const { className, inline } = props;
  const fragment = useContentFragment(props);
  const onClick = useAppLinkClick();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(fragment ? fragment.cloneNode(true) : "");
  }, [fragment]);

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
