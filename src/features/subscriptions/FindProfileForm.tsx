import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { ApiError } from "../../api/client";
import type { Account } from "../../api/types";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { apiAtom, instanceAtom } from "../../state/session";
import { findPayer } from "./actions";
import { normalizeAcct } from "./find-profile";
import "../../state/ns/subscriptions";

/** For visitors: who is paying. The profile must match exactly and must not be the recipient. */
export function FindProfileForm({ recipientId, onFound }: { recipientId: string; onFound: (payer: Account) => void }) {
  const LL = useLL();
  const api = useAtomValue(apiAtom);
  const instance = useAtomValue(instanceAtom);
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = normalizeAcct(text) !== "" && !busy;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      const payer = await findPayer(api, text, recipientId, instance?.uri);
      if (payer) onFound(payer);
      else setError(LL.subscriptions.profileNotFound());
    } catch (e) {
      // Visitors' resolving searches are rate limited; the server answers 429 with a JSON "retry in …".
      setError(e instanceof ApiError && e.status === 429 ? LL.subscriptions.tooManyRequests() : errorMessage(LL, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card find-profile" onSubmit={submit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={ids.input}>{LL.subscriptions.findProfileLabel()}</label>
        <input
          id={ids.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoCapitalize="none"
          autoComplete="username"
          spellCheck={false}
          dir="ltr"
          aria-invalid={error !== null}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        />
        <p id={ids.hint} className="hint">
          {LL.subscriptions.findProfileHint()}
        </p>
        {error && (
          <p id={ids.error} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button primary" disabled={!ready}>
        {busy ? LL.subscriptions.finding() : LL.subscriptions.findProfile()}
      </button>
    </form>
  );
}
