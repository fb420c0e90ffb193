// What a post's actions change in the post cache: the optimistic overlay, the toggle queue that sends only the final
// intent of rapid toggles, and a deleted reply's parent count. Only the actions use them (entities/post/actions.ts and
// conversation-actions.ts, loaded when a post's buttons or menu are first reached for), so reading a feed does not
// download them.
import { atom } from "jotai";
import type { Status } from "../api/types";
import { clampCount, overlayFamily, postFamily, type PostOverlay } from "./posts";

/** A reply just deleted (by its author or an admin): its parent's cached reply count goes down by one (never below none). */
export const forgetDeletedReplyAtom = atom(null, (get, set, reply: Status) => {
  const parent = reply.in_reply_to_id ? get(postFamily(reply.in_reply_to_id)) : undefined;
  if (parent) set(postFamily(parent.id), { ...parent, replies_count: clampCount(parent.replies_count - 1) });
});

/** Changes one part of a post's overlay; `undefined` values clear that part. */
export const patchOverlayAtom = atom(null, (get, set, id: string, patch: PostOverlay) => {
  const next: PostOverlay = { ...get(overlayFamily(id)), ...patch };
  for (const key of Object.keys(next) as (keyof PostOverlay)[]) if (next[key] === undefined) delete next[key];
  set(overlayFamily(id), next);
});

/** Sets or clears (undefined) the optimistic state of one reaction. */
export const patchReactionOverlayAtom = atom(null, (get, set, id: string, name: string, me: boolean | undefined) => {
  const current = { ...(get(overlayFamily(id)).reactions ?? {}) };
  if (me === undefined) delete current[name];
  else current[name] = me;
  set(patchOverlayAtom, id, { reactions: Object.keys(current).length ? current : undefined });
});

/**
 * Per-key queue for on/off intents (like, repost, bookmark, pin, a reaction). While a request runs, further
 * toggles only change the wanted value; when it finishes, one more request goes out if the wanted value still
 * differs from what the server now has. So rapid taps send at most the final intent, in order.
 * `set` resolves with the last server answer (undefined when nothing had to be sent) or rejects with the error.
 */
export function createToggleQueue<T>() {
  const entries = new Map<string, { wanted: boolean; running: Promise<T | undefined> }>();
  return {
    set(key: string, wanted: boolean, confirmed: boolean, send: (value: boolean) => Promise<T>): Promise<T | undefined> {
      const existing = entries.get(key);
      if (existing) {
        existing.wanted = wanted;
        return existing.running;
      }
      const entry: { wanted: boolean; running: Promise<T | undefined> } = { wanted, running: Promise.resolve(undefined) };
      entries.set(key, entry);
      entry.running = (async (): Promise<T | undefined> => {
        let server = confirmed;
        let answer: T | undefined;
        try {
          while (entry.wanted !== server) {
            const target = entry.wanted;
            answer = await send(target);
            server = target;
          }
          return answer;
        } finally {
          entries.delete(key);
        }
      })();
      return entry.running;
    },
    pending(key: string): boolean {
      return entries.has(key);
    },
  };
}
