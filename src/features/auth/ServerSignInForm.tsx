import { useId, useRef, useState } from "react";
import { useLL } from "../../state/i18n";
import { useFocusOnFailure, useServerSignIn } from "./use-server-sign-in";
import "../../state/ns/serverSignIn";

/** "Sign in with your server": a server name or handle, then the browser goes to that server's sign-in page. */
export default function ServerSignInForm() {
  const LL = useLL();
  const words = LL.serverSignIn;
  const ids = { title: useId(), name: useId(), hint: useId(), error: useId() };
  const [typed, setTyped] = useState("");
  const { start, busy, error, clearError, failures } = useServerSignIn();
  const inputRef = useRef<HTMLInputElement>(null);
  // After a failure the field to fix has the focus, and its description is the message.
  useFocusOnFailure(failures, inputRef);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (typed.trim() !== "") void start(typed);
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
