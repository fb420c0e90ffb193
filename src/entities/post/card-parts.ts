// Card parts only some posts have (long content's collapsing, a poll, quoted posts) are chunks of
// their own, loaded when a post of the page needs one. A page of posts waits for them (cardPartsFor, with LongContent), so its cards render with
// the parts in place: a part arriving after the page's render would make its card grow under the reader. A part's
// stylesheet travels with it and is in before the part renders.
import { createElement, lazy, useState, type ComponentType } from "react";
import type { Status } from "../../api/types";
import { cssReady } from "../../lib/css";

export interface CardPart<P> {
  /** Whether this post shows the part. */
  needed: (post: Status) => boolean;
  load: () => Promise<ComponentType<P>>;
  /** The component once its chunk is in. */
  loaded: ComponentType<P> | null;
  /** The component through `lazy`, for a card rendered before the chunk is in. */
  lazy: ComponentType<P>;
}

function cardPart<P>(needed: (post: Status) => boolean, importer: () => Promise<ComponentType<P>>): CardPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const part: CardPart<P> = {
    needed,
    load: () =>
      (loading ??= importer().then(
        async (c) => (await cssReady(), (part.loaded = c)),
        (e: unknown) => {
          loading = null; // lost on the way: the next card that needs it asks again
          throw e;
        },
      )),
    loaded: null,
    lazy: lazy(() => part.load().then((c) => ({ default: c }))),
  };
  return part;
}

type PostProps = { post: Status };
/** Content of more than 2,000 characters of HTML may be long: LongContent shows its first part and "Show more". */
export const longContentPart = cardPart<PostProps & { className: string }>(
  (p) => p.content.length > 2000,
  () => import("../content/LongContent").then((m) => m.default),
);
export const pollPart = cardPart<PostProps>((p) => p.poll !== null, () => import("./PollView").then((m) => m.PollView));
export const quotesPart = cardPart<PostProps & { external: boolean }>(
  (p) => p.pleroma.quote !== null || p.links.length > 0,
  () => import("./QuotedPosts").then((m) => m.QuotedPosts),
);
const PARTS: { needed: (post: Status) => boolean; load: () => Promise<unknown> }[] = [longContentPart, pollPart, quotesPart];

/**
 * The part's component: itself when its chunk is in, so the card renders whole at once (a lazy component suspends on
 * its first render even when its import is done), else through `lazy` (the caller puts it in a Suspense boundary).
 * Chosen once per card: a change of component would remount the part and lose what the reader did in it.
 */
export function usePart<P>(part: CardPart<P>): ComponentType<P> {
  const [component] = useState(() => part.loaded ?? part.lazy);
  return component;
}

/** Renders a part (the caller checks `needed` first and puts it in a Suspense boundary). */
export function PartOf<P extends object>({ part, ...props }: { part: CardPart<P> } & P) {
  return createElement(usePart(part), props as unknown as P & { key?: never });
}

/**
 * Loads the parts these posts need, with those of the posts they repost or quote. A failed load is not the page's
 * failure: the card asks again when it renders the part.
 */
export function cardPartsFor(posts: readonly Status[]): Promise<unknown> {
  const shown = posts.flatMap((p) => [p, p.reblog, p.pleroma.quote, p.reblog?.pleroma.quote]).filter((p): p is Status => !!p);
  const loads = PARTS.filter((part) => shown.some(part.needed)).map((part) => part.load().catch(() => undefined));
  return Promise.all(loads);
}
