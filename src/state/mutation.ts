// The one shape of a form's or button's request: nothing is sent twice while one is on its way, and a failure
// becomes a translated sentence (inline, or announced as a notice). What the request does (optimistic change,
// adopting the answer, rolling back) is the action's business; this is only the component's side.
import { useSetAtom } from "jotai";
import { useCallback, useRef, useState } from "react";
import { useLL } from "./i18n";
import { showNoticeAtom } from "./notices";
import { queryErrorMessage } from "./errors";

export type Outcome<R> = { ok: true; value: R } | { ok: false };

export interface Mutation<A extends unknown[], R> {
  /** Runs the action unless it is already running; resolves with the outcome, never rejects. */
  run: (...args: A) => Promise<Outcome<R>>;
  pending: boolean;
  /** The translated message of the last failure; cleared when the action runs again. */
  error: string | null;
  clearError: () => void;
}

export interface MutationOptions {
  /** Also announce a failure as a notice (for buttons with no place to show an inline message). */
  notifyError?: boolean;
  /**
   * The form's own sentence for a failure it knows (no wallet, another server's refusal); undefined leaves the
   * general translated message.
   */
  describe?: (error: unknown) => string | undefined;
}

export function useMutation<A extends unknown[], R>(action: (...args: A) => Promise<R>, options: MutationOptions = {}): Mutation<A, R> {
  const LL = useLL();
  const notify = useSetAtom(showNoticeAtom);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const describe = useRef(options.describe);
  describe.current = options.describe;
  const { notifyError = false } = options;

  const run = useCallback(
    async (...args: A): Promise<Outcome<R>> => {
      if (running.current) return { ok: false };
      running.current = true;
      setPending(true);
      setError(null);
      try {
        return { ok: true, value: await latest.current(...args) };
      } catch (e) {
        const message = describe.current?.(e) ?? queryErrorMessage(LL, e);
        setError(message);
        if (notifyError) notify({ message, kind: "error" });
        return { ok: false };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [LL, notify, notifyError],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, pending, error, clearError };
}

/**
 * For menus and buttons that run many different actions: runs one, announces a success message (when given and
 * the action returned something) and any failure. Resolves true on success.
 */
export function useRunAction() {
  const LL = useLL();
  const notify = useSetAtom(showNoticeAtom);
  return useCallback(
    async (action: () => Promise<unknown>, success?: () => string) => {
      try {
        const result = await action();
        if (success && result !== undefined) notify({ message: success() });
        return true;
      } catch (error) {
        notify({ message: queryErrorMessage(LL, error), kind: "error" });
        return false;
      }
    },
    [LL, notify],
  );
}
