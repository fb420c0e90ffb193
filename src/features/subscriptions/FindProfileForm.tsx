import { useSetAtom } from "jotai";
import { useId, useState } from "react";
import type { Account } from "../../api/types";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { findPayerAtom } from "./actions";
import { normalizeAcct } from "./find-profile";
import "../../state/ns/subscriptions";

/** For visitors: who is paying. The profile must match exactly and must not be the recipient. */
export function FindProfileForm({ recipientId, onFound }: { recipientId: string; onFound: (payer: Account) => void }) {
  const LL = useLL();
  const find = useMutation(useSetAtom(findPayerAtom));
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [text, setText] = useState("");
  const [miss, setMiss] = useState<string | null>(null);
  const busy = find.pending;
  const error = miss ?? find.error;
  const filled = normalizeAcct(text) !== "";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!filled || busy) return;
    setMiss(null);
    const outcome = await find.run({ typed: text, recipientId });
    if (!outcome.ok) return;
    if (outcome.value === "rate-limited") setMiss(LL.subscriptions.tooManyRequests());
    else if (outcome.value) onFound(outcome.value);
    else setMiss(LL.subscriptions.profileNotFound());
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
      <button type="submit" className="button primary" disabled={!filled} aria-disabled={busy}>
        {busy ? LL.subscriptions.finding() : LL.subscriptions.findProfile()}
      </button>
    </form>
  );
}
