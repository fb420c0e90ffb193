import { useEffect, useRef, useState } from "react";
import { translationsReady, useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import "../../state/ns/serverSignIn";

type Flow = [typeof import("./server-sign-in"), typeof import("./server-sign-in-words")];

// The flow and its error words load when asked for: the landing page stays small.
const loadFlow = (): Promise<Flow> => Promise.all([import("./server-sign-in"), import("./server-sign-in-words")]);

/**
 * Signing in through a server's own authorize page (OAuth): `start(name)` sends the browser there, the server named
 * as someone typed it. Busy while the flow runs and while the page leaves; after a failure, `error` says why and
 * `failures` counts up (the form moves the focus to what to fix).
 */
export function useServerSignIn() {
  const LL = useLL();
  const flow = useRef<Flow | null>(null);
  const { run, pending, error, clearError } = useMutation(
    async (name: string) => {
      flow.current ??= await loadFlow();
      try {
        return await flow.current[0].authorizeUrl(name);
      } catch (e) {
        await translationsReady().catch(() => undefined);
        throw e;
      }
    },
    // Until the flow's modules have arrived, the only way to fail is not getting them.
    { describe: (e) => (flow.current ? flow.current[1].serverSignInMessage(LL, e) : LL.errors.network()) },
  );
  const [failures, setFailures] = useState(0);
  // The server's sign-in page the browser is on its way to: the form stays busy while this page leaves.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const busy = pending || leavingFor !== null;

  async function start(name: string): Promise<void> {
    if (busy) return;
    const outcome = await run(name);
    if (outcome.ok) {
      setLeavingFor(outcome.value);
      location.assign(outcome.value);
    } else {
      setFailures((n) => n + 1);
    }
  }
  return { start, busy, error, clearError, failures };
}

/** Focuses `ref` after each failure of the sign-in (not on the first render). */
export function useFocusOnFailure(failures: number, ref: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (failures > 0) ref.current?.focus();
  }, [failures, ref]);
}
