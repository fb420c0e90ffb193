import { useAtomValue } from "jotai";
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type MouseEvent } from "react";
import { useLocation } from "wouter";
import type { CustomEmoji, LinkedPost, Mention, Tag } from "../../api/types";
import { contentBaseAtom, loadSanitizer, renderedContent, sanitizerReady, subscribeSanitizer } from "./content-cache";
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

/** The only way server HTML reaches the page: sanitised once, cloned in, links routed by the app. */
export function RichContent({ html, emojis, mentions, tags, links, className, inline }: RichContentProps) {
  const base = useAtomValue(contentBaseAtom);
  const ready = useSyncExternalStore(subscribeSanitizer, sanitizerReady, sanitizerReady);
  const [, navigate] = useLocation();
  const ref = useRef<HTMLElement>(null);
  // Nothing is rendered before the sanitiser has arrived (undefined: still loading); once it has, this renders.
  const fragment = useMemo(
    () => (ready ? renderedContent(html, { ...base, emojis, mentions, tags, links }) : undefined),
    [html, base, emojis, mentions, tags, links, ready],
  );
  useEffect(() => {
    if (!ready) void loadSanitizer();
  }, [ready]);
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
