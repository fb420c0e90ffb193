import { useEffect, useId, useRef, useState } from "react";
import { translationsReady, useLL } from "../../state/i18n";
import "../../state/ns/accounts";

/** "Sign in with your server": a server name or handle, then the browser goes to that server's sign-in page. */
export default function ServerSignInForm() {
  const LL = useLL();
  const words = LL.accounts.form;
  const ids = { title: useId(), name: useId(), hint: useId(), error: useId() };
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  // After a failure the field to fix has the focus, and its description is the message.
  useEffect(() => {
    if (failures > 0) inputRef.current?.focus();
  }, [failures]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy || typed.trim() === "") return;
    setBusy(true);
    setError(null);
    // The flow and its error words load when asked for: the landing page stays small.
    const [flow, words] = await Promise.all([import("./server-sign-in"), import("./server-sign-in-words")]).catch(() => [null, null]);
    try {
      if (!flow || !words) throw new Error("network error");
      location.assign(await flow.authorizeUrl(typed));
    } catch (e) {
      await translationsReady().catch(() => undefined);
      setError(words ? words.serverSignInMessage(LL, e) : LL.errors.network());
      setFailures((n) => n + 1);
      setBusy(false);
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
            setError(null);
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
