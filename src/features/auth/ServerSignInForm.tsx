import { useEffect, useId, useRef, useState } from "react";
import { translationsReady, useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import "../../state/ns/serverSignIn";

type Flow = [typeof import("./server-sign-in"), typeof import("./server-sign-in-words")];

// The flow and its error words load when asked for: the landing page stays small.
const loadFlow = (): Promise<Flow> => Promise.all([import("./server-sign-in"), import("./server-sign-in-words")]);

/** "Sign in with your server": a server name or handle, then the browser goes to that server's sign-in page. */
export default function ServerSignInForm() {
  const LL = useLL();
  const words = LL.serverSignIn;
  const ids = { title: useId(), name: useId(), hint: useId(), error: useId() };
  const [typed, setTyped] = useState("");
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
  // The other server's sign-in page the browser is on its way to: the form stays busy while this page leaves.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const busy = pending || leavingFor !== null;
  const inputRef = useRef<HTMLInputElement>(null);
  // After a failure the field to fix has the focus, and its description is the message.
  useEffect(() => {
    if (failures > 0) inputRef.current?.focus();
  }, [failures]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy || typed.trim() === "") return;
    const outcome = await run(typed);
    if (outcome.ok) {
      setLeavingFor(outcome.value);
      location.assign(outcome.value);
    } else {
      setFailures((n) => n + 1);
    }
  }

  return (
    <form className="card sign-in-form server-sign-in" onSubmit={submit} aria-labelledby={ids.title} aria-busy={busy}>
      <h2 id={ids.title}>{words.title()}</h2>
      <p className="hint">{words.intro()}</p>
      <div className="field">
        <label htmlFor={ids.name}>{words.name()}</label>
        <input
          id={ids.name}
          ref={inputRef}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            clearError();
          }}
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          aria-invalid={error !== null}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
        />
        <p id={ids.hint} className="hint">{words.nameHint()}</p>
      </div>
      {error && (
        <p id={ids.error} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button wide" disabled={busy || typed.trim() === ""}>
        {busy ? words.going() : words.submit()}
      </button>
    </form>
  );
}
