// Sanitising happens once per piece of content: the result is kept here and cloned into the page on render.
// The sanitiser (DOMPurify) is its own chunk, fetched while the first posts are requested, so no route's first
// load carries it.
import { atom } from "jotai";
import type { Status } from "../../api/types";
import { apiAtom, isAuthenticatedAtom } from "../../state/session";
import { onPostEvicted } from "../../state/posts";
import type { ContentContext } from "./sanitize";

type Sanitizer = typeof import("./sanitize");

let sanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;
const listeners = new Set<() => void>();

/** Loads the sanitiser once; every caller gets the same module. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import("./sanitize").then((module) => {
    sanitizer = module;
    for (const notify of listeners) notify();
    return module;
  });
  return loading;
}

export const sanitizerReady = (): boolean => sanitizer !== null;

/** For useSyncExternalStore: called once the sanitiser has arrived. */
export function subscribeSanitizer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Enough for several long timelines and threads; the oldest entries go first. */
const MAX_ENTRIES = 1500;
const cache = new Map<string, { html: string; fragment: DocumentFragment | null }>();

export type ContentBase = Pick<ContentContext, "internal" | "mediaOrigins">;

/** What every render of server HTML needs from the session: routing mode and trusted media origins. */
export const contentBaseAtom = atom<ContentBase>((get) => {
  const api = get(apiAtom);
  const here = typeof location === "undefined" ? "" : location.origin;
  return { internal: get(isAuthenticatedAtom), mediaOrigins: [api.origin, here].filter(Boolean) };
});

// A post that leaves the cache takes its rendered content along (keys as in renderedContent, cacheKey = post id).
onPostEvicted((id) => {
  cache.delete(`i|${id}`);
  cache.delete(`e|${id}`);
});

/**
 * The sanitised fragment for `html`, computed at most once per key (a post id, or the html itself); null when
 * nothing renders; undefined while the sanitiser is still loading.
 */
export function renderedContent(key: string | undefined, html: string, ctx: ContentContext): DocumentFragment | null | undefined {
  const k = `${ctx.internal ? "i" : "e"}|${key ?? html}`;
  const hit = cache.get(k);
  if (hit && hit.html === html) {
    cache.delete(k);
    cache.set(k, hit);
    return hit.fragment;
  }
  if (!sanitizer) {
    void loadSanitizer();
    return undefined;
  }
  const fragment = sanitizer.sanitizeContent(html, ctx);
  cache.set(k, { html, fragment });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return fragment;
}

/** The content context of a post: its own emoji, mentions, tags and quoted posts. */
export function postContentContext(post: Status, base: ContentBase): ContentContext {
  return { ...base, emojis: post.emojis, mentions: post.mentions, tags: post.tags, links: post.links };
}

/**
 * Sanitises a batch of posts (and the posts they repost or quote) as they arrive, before any render: at once
 * when the sanitiser is loaded, else as soon as it is.
 */
export function prepareContent(posts: readonly Status[], base: ContentBase): Promise<void> {
  if (!sanitizer) return loadSanitizer().then(() => prepareContent(posts, base));
  for (const post of posts) {
    for (const p of [post, post.reblog, post.pleroma?.quote]) {
      if (p) renderedContent(p.id, p.content, postContentContext(p, base));
    }
  }
  return Promise.resolve();
}

/** For tests. */
export function clearContentCache(): void {
  cache.clear();
}
