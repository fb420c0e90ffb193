// Sanitising happens once per piece of content: the result is kept here and cloned into the page on render.
// The sanitiser (DOMPurify) is its own chunk, fetched while the first posts are requested, so no route's first
// load carries it.
import { atom } from "jotai";
import type { Status } from "../../api/types";
import { apiAtom, isAuthenticatedAtom } from "../../state/session";
import { forgetOnNewSession } from "../../state/store";
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
const cache = new Map<string, DocumentFragment | null>();
// What one person read is not kept for the next one.
forgetOnNewSession(() => cache.clear());

export type ContentBase = Pick<ContentContext, "internal" | "mediaOrigins">;

/** What every render of server HTML needs from the session: routing mode and trusted media origins. */
export const contentBaseAtom = atom<ContentBase>((get) => {
  const api = get(apiAtom);
  const here = typeof location === "undefined" ? "" : location.origin;
  return { internal: get(isAuthenticatedAtom), mediaOrigins: [api.origin, here].filter(Boolean) };
});

/**
 * The cache key: everything the rendering depends on. Two bios with the same HTML but different custom emoji (or
 * mentions, tags, quoted posts, routing mode, media origins) are different renderings.
 */
export function contentKey(html: string, ctx: ContentContext): string {
  return JSON.stringify([
    ctx.internal,
    ctx.mediaOrigins,
    html,
    (ctx.emojis ?? []).map((e) => [e?.shortcode, e?.url]),
    (ctx.mentions ?? []).map((m) => [m?.id, m?.url, m?.acct]),
    (ctx.tags ?? []).map((t) => [t?.name, t?.url]),
    (ctx.links ?? []).map((l) => [l?.id, l?.uri]),
  ]);
}

/**
 * The sanitised fragment for `html` in this context, computed at most once per distinct input; null when nothing
 * renders; undefined while the sanitiser is still loading.
 */
export function renderedContent(html: string, ctx: ContentContext): DocumentFragment | null | undefined {
  const k = contentKey(html, ctx);
  if (cache.has(k)) {
    const hit = cache.get(k)!;
    cache.delete(k);
    cache.set(k, hit);
    return hit;
  }
  if (!sanitizer) {
    void loadSanitizer();
    return undefined;
  }
  const fragment = sanitizer.sanitizeContent(html, ctx);
  cache.set(k, fragment);
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
      if (p) renderedContent(p.content, postContentContext(p, base));
    }
  }
  return Promise.resolve();
}

/** For tests. */
export function clearContentCache(): void {
  cache.clear();
}
