// The actions of a post's buttons (like, repost, react, vote) and the endpoints they call load when a person first
// points at, focuses or presses those buttons: reading a feed does not download them. Presses made meanwhile run
// in order once the actions are in (each waits for the same import), so the toggle queue still sees every intent.
import { useStore, type WritableAtom } from "jotai";
import { useCallback } from "react";
import { LLAtom } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";

type Actions = typeof import("./actions");
type Name = "toggleFavouriteAtom" | "toggleRepostAtom" | "toggleReactionAtom" | "votePollAtom";
type Args<N extends Name> = Actions[N] extends WritableAtom<unknown, infer A, unknown> ? A : never;

let actions: Promise<Actions> | null = null;
const loadActions = () =>
  (actions ??= import("./actions").catch((e: unknown) => {
    actions = null; // lost on the way: the next press asks again
    throw e;
  }));

/** Starts loading the actions (pointer or focus on the buttons); a failure waits for the press to be told. */
export const preloadPostActions = () => void loadActions().catch(() => undefined);

/** The named action as a function that loads the actions first; a failed load says the server is out of reach. */
export function usePostAction<N extends Name>(name: N): (...args: Args<N>) => Promise<void> {
  const store = useStore();
  return useCallback(
    async (...args: Args<N>) => {
      let module: Actions;
      try {
        module = await loadActions();
      } catch (error) {
        // The code could not be fetched: offline, or the server is gone (a saved copy is shown).
        console.error(error);
        store.set(showNoticeAtom, { message: store.get(LLAtom).errors.network(), kind: "error" });
        return;
      }
      const action = module[name] as unknown as WritableAtom<unknown, Args<N>, Promise<unknown>>;
      await store.set(action, ...args);
    },
    [store, name],
  );
}
