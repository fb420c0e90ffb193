// Card parts only some posts have (long content's collapsing, a poll, quoted posts) are chunks of their own. A page
// of posts waits for the parts of the posts it shows first (cardPartsFor), so those cards render whole at once; any
// other card asks for a part it lacks as it comes within a screen of the viewport, or when the focus enters it
// (useNearParts), and renders the part when it arrives. A part's stylesheet travels with it and is in before the
// part renders.
import { createElement, useCallback, useSyncExternalStore, type ComponentType, type RefCallback } from "react";
import type { Status } from "../../api/types";
import { cssReady } from "../../lib/css";

export interface CardPart<P> {
  /** Whether this post shows the part. */
  needed: (post: Status) => boolean;
  /** Loads the chunk (once; again after a failure). */
  load: () => Promise<ComponentType<P>>;
  /** The component once its chunk is in. */
  loaded: ComponentType<P> | null;
}

/** The parts on screen, told when a part's chunk comes in. */
const waiting = new Set<() => void>();
const onArrival = (listener: () => void) => {
  waiting.add(listener);
  return () => void waiting.delete(listener);
};

function cardPart<P>(needed: (post: Status) => boolean, importer: () => Promise<ComponentType<P>>): CardPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const part: CardPart<P> = {
    needed,
    load: () =>
      (loading ??= importer().then(
        async (c) => {
          await cssReady();
          part.loaded = c;
          waiting.forEach((listener) => listener());
          return c;
        },
        (e: unknown) => {
          loading = null; // lost on the way: the card asks again when it comes near again
          throw e;
        },
      )),
    loaded: null,
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
const PARTS: { needed: (post: Status) => boolean; load: () => Promise<unknown>; loaded: unknown }[] = [longContentPart, pollPart, quotesPart];

/** The posts a card of `post` shows: itself, the post it reposts, and the post either quotes. */
const shownIn = (post: Status): Status[] => [post, post.reblog, post.pleroma.quote, post.reblog?.pleroma.quote].filter((p): p is Status => !!p);

/** The parts the cards of these posts show that are not in yet. */
function lacking(posts: readonly Status[]) {
  const shown = posts.flatMap(shownIn);
  return PARTS.filter((part) => !part.loaded && shown.some(part.needed));
}

/**
 * Loads the parts the cards of these posts show (with the posts they repost or quote) that are not in yet: a page
 * waits for those of the posts it shows first, so their cards render whole at once. A failed load is not the page's
 * failure: the card asks again as it comes near.
 */
export const cardPartsFor = (posts: readonly Status[]): Promise<unknown> => Promise.all(lacking(posts).map((part) => part.load().catch(() => undefined)));

/**
 * The part's component once its chunk is in, else null (the card renders without it until then). The chunk arrives
 * once and the component never changes after, so what the reader did in the part is never lost to a remount.
 */
export function usePart<P>(part: CardPart<P>): ComponentType<P> | null {
  return useSyncExternalStore(onArrival, () => part.loaded, () => part.loaded);
}

/**
 * Renders a part when its chunk is in (the caller checks `needed` first). Until then a hidden, empty mark stands in its
 * place, since the card's height will change when the part comes (a test measuring where a post is waits for the
 * marks near the screen to go). Not aria-busy: a card far from the screen asks for its parts only as it nears it.
 */
export function PartOf<P extends object>({ part, ...props }: { part: CardPart<P> } & P) {
  const component = usePart(part);
  return component ? createElement(component, props as unknown as P & { key?: never }) : createElement("span", { className: "card-part-pending", hidden: true });
}

/** Height of the shortest post card (a line of text): a stretch of `px` pixels shows at most this many cards. */
const SHORTEST_CARD = 120;
export const cardsWithin = (px: number): number => Math.max(0, Math.ceil(px / SHORTEST_CARD));

// The cards that lack a part, watched by one observer: within a screen above or below the viewport, a card asks for
// its parts, so on a normal network they are in before the reader reaches it. A load that failed is asked again when
// the card comes near again, or takes the focus.
const watched = new Map<Element, Status>();
let observer: IntersectionObserver | undefined;

function near(card: Element | null | undefined): void {
  const post = card && watched.get(card);
  if (post) void cardPartsFor([post]);
}

function watch(card: Element, post: Status): () => void {
  if (typeof IntersectionObserver === "undefined") {
    void cardPartsFor([post]);
    return () => undefined;
  }
  if (!observer) {
    observer = new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && near(e.target)), { rootMargin: "100% 0px" });
    // Keyboard readers: the focus entering a card (Tab, or j/k, which focus the timeline entry holding it) asks at once.
    document.addEventListener("focusin", ({ target }) => {
      const el = target as Element;
      near(el.closest("article.post-card") ?? el.querySelector(":scope > article.post-card"));
    });
  }
  watched.set(card, post);
  observer.observe(card);
  return () => {
    watched.delete(card);
    observer!.unobserve(card);
  };
}

/**
 * A ref for a post's card: a card lacking a part loads it as it comes near the screen or takes the focus, and at once
 * when it is the thread's focused post (`now`), which the thread view glides to.
 */
export function useNearParts(post: Status, now = false): RefCallback<HTMLElement> {
  const lacks = lacking([post]).length > 0;
  return useCallback(
    (card: HTMLElement | null) => {
      if (!card || !lacks) return;
      if (now) void cardPartsFor([post]);
      return watch(card, post);
    },
    [post, lacks, now],
  );
}
