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

/** For useSyncExternalStore: called once the sanitiser has arrived, and whenever a slice of prepared posts is done. */
export function subscribeSanitizer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Content queued by prepareContent and not sanitised yet (by key): a render shows it busy instead of doing the work. */
const pending = new Set<string>();

/** What a render of this content (its contentKey) can show now: "loading" (sanitiser or queue), or "ready". */
export const contentState = (k: string): "loading" | "ready" => (sanitizer === null || pending.has(k) ? "loading" : "ready");

/** Enough for several long timelines and threads; the oldest entries go first. */
const MAX_ENTRIES = 1500;
/**
 * And at most this much content (characters of the HTML and of the keys): posts of the largest size (100,000
 * characters) would otherwise keep hundreds of megabytes. Forty of them still fit, two pages of a timeline.
 */
export const MAX_CONTENT_CHARS = 4_000_000;
const cache = new Map<string, { fragment: DocumentFragment | null; chars: number }>();
let cachedChars = 0;

/**
 * Each piece of HTML a key was made for, by number: a key names the number, not the HTML. JSON.stringify copied the
 * HTML (up to 100,000 characters) into every key, for each post of a page and again in each render of its card: 3
 * ms at full speed for a page of five worst-case posts, 12 or more on a slow phone's CPU, in the task that brought
 * the page. A string seen before is found again at little cost. Once the numbered HTML passes twice what the cache
 * may keep, the numbers are forgotten, and with them what the cache keeps (its keys name the old numbers).
 */
const htmlIds = new Map<string, number>();
let htmlIdChars = 0;
let nextHtmlId = 0;

function htmlId(html: string): number {
  let id = htmlIds.get(html);
  if (id !== undefined) return id;
  // A malformed entity's content may not be a string: it is numbered like any other value, with no length.
  const size = typeof html === "string" ? html.length : 0;
  if (htmlIdChars + size > 2 * MAX_CONTENT_CHARS) {
    htmlIds.clear();
    htmlIdChars = 0;
    cache.clear();
    cachedChars = 0;
  }
  id = nextHtmlId++;
  htmlIds.set(html, id);
  htmlIdChars += size;
  return id;
}
// What one person read is not kept for the next one.
forgetOnNewSession(() => clearContentCache());

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
    htmlId(html),
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
  const hit = cache.get(k);
  if (hit) {
    cache.delete(k);
    cache.set(k, hit);
    return hit.fragment;
  }
  if (pending.has(k)) return undefined;
  return sanitizeNow(k, html, ctx);
}

// DOMPurify parses each piece into a document of its own, and a fragment keeps its document alive: kept as it comes,
// every cached piece of content would hold a whole document (its style engine, loader, timeline) in memory. Kept
// fragments move into one inert document (no window: nothing in it loads or runs), and the parsers' documents go.
let inert: Document | null = null;
const keep = (fragment: DocumentFragment | null): DocumentFragment | null =>
  fragment && (inert ??= document.implementation.createHTMLDocument("")).adoptNode(fragment);

/** Sanitises and keeps `html`; `purified` is its DOMPurify step when that ran in a task of its own. */
function sanitizeNow(k: string, html: string, ctx: ContentContext, purified?: DocumentFragment | null): DocumentFragment | null | undefined {
  if (!sanitizer) {
    void loadSanitizer();
    return undefined;
  }
  const fragment = keep(sanitizer.sanitizeContent(html, ctx, purified));
  const chars = k.length + (typeof html === "string" ? html.length : 0);
  cache.set(k, { fragment, chars });
  cachedChars += chars;
  for (const [old, entry] of cache) {
    if (cache.size <= MAX_ENTRIES && cachedChars <= MAX_CONTENT_CHARS) break;
    if (old === k) break;
    cache.delete(old);
    cachedChars -= entry.chars;
  }
  return fragment;
}

/** The content context of a post: its own emoji, mentions, tags and quoted posts. */
export function postContentContext(post: Status, base: ContentBase): ContentContext {
  return { ...base, emojis: post.emojis, mentions: post.mentions, tags: post.tags, links: post.links };
}

/** Longest stretch of sanitising before the browser gets the main thread back (a long task is 50 ms). */
export const SLICE_MS = 8;
/** Content this long (the cap is 100,000) is sanitised in a task of its own, not after the work that brought it. */
const HEAVY_HTML = 20_000;

const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

function notify(): void {
  for (const listener of listeners) listener();
}

interface Job {
  k: string;
  html: string;
  ctx: ContentContext;
}

/**
 * Sanitises a batch of posts (and the posts they repost or quote) as they arrive, before they render: at once
 * when the sanitiser is loaded, else as soon as it is; in slices, giving the main thread back between posts, so a
 * page of heavy posts is never one long task. Content still queued renders busy until its slice is done.
 */
export function prepareContent(posts: readonly Status[], base: ContentBase): Promise<void> {
  if (!sanitizer) return loadSanitizer().then(() => prepareContent(posts, base));
  const jobs: Job[] = [];
  for (const post of posts) {
    for (const p of [post, post.reblog, post.pleroma?.quote]) {
      if (!p) continue;
      const ctx = postContentContext(p, base);
      const k = contentKey(p.content, ctx);
      if (cache.has(k) || pending.has(k)) continue;
      pending.add(k);
      jobs.push({ k, html: p.content, ctx });
    }
  }
  return runJobs(jobs);
}

async function runJobs(jobs: Job[]): Promise<void> {
  let sliceStart = performance.now();
  try {
    for (const job of jobs) {
      const heavy = job.html.length > HEAVY_HTML;
      if (heavy || performance.now() - sliceStart > SLICE_MS) {
        notify();
        await yieldToBrowser();
        sliceStart = performance.now();
      }
      // Heavy content's two steps, DOMPurify and then the link policy, took 45 to 75 ms together on a slow phone's
      // CPU (4×): a long task. Each has tasks of its own, and DOMPurify's pass, 55 to 90 ms alone on a slower
      // machine's 4× for the worst case, is itself in parts.
      const purified = heavy ? await purifyInParts(job.html) : undefined;
      if (heavy) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
      pending.delete(job.k);
      if (!cache.has(job.k)) sanitizeNow(job.k, job.html, job.ctx, purified);
    }
  } finally {
    for (const job of jobs) pending.delete(job.k);
    notify();
  }
}

/**
 * DOMPurify's pass over heavy content: the parse in one task, then its parts (sanitize.ts, contentParts), as many
 * per task as fit in SLICE_MS, joined in order. null when a part fails, as when the whole pass fails.
 */
async function purifyInParts(html: string): Promise<DocumentFragment | null> {
  const parts = sanitizer!.contentParts(html);
  if (parts.length === 0) return null;
  let whole: DocumentFragment | null = null;
  let sliceStart = -Infinity;
  for (const part of parts) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
    const purified = sanitizer!.purifyPart(part);
    if (!purified) return null;
    if (whole) whole.append(purified);
    else whole = purified;
  }
  return whole;
}

/** For tests, and at each new session. */
export function clearContentCache(): void {
  cache.clear();
  htmlIds.clear();
  htmlIdChars = 0;
  pending.clear();
  cachedChars = 0;
}

/** How much the cache keeps: entries and characters (for tests and memory checks). */
export const contentCacheSize = () => ({ entries: cache.size, chars: cachedChars, numberedChars: htmlIdChars });
