import { useSetAtom } from "jotai";
import { useId, useRef, useState, type FormEvent } from "react";
import type { Account, Aliases } from "../../api/types";
import { AccountHandle, DisplayName } from "../../entities/account/AccountName";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { AliasProgress } from "./AliasProgress";
import { addAliasAtom } from "./identity-actions";
import { normaliseAddress } from "./lookup-rules";
import "../../state/ns/settings";

export function AddAliasForm({ onAdded }: { onAdded: (aliases: Aliases) => void }) {
  const LL = useLL();
  const add = useMutation(useSetAtom(addAliasAtom));
  const showNotice = useSetAtom(showNoticeAtom);
  const [input, setInput] = useState("");
  const [refused, setRefused] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Account[]>([]);
  const { pending } = add;
  const error = refused ?? add.error;
  const ids = { input: useId(), error: useId(), suggestions: useId() };
  const address = normaliseAddress(input);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!address || refused || pending) return;
    setSuggestions([]);
    const outcome = await add.run(address);
    // Added (the field empties), refused (the field must change: Add is disabled) or failed (the same address may
    // be sent again): the focus, which may have been on Add, goes to the address.
    field.current?.focus();
    if (!outcome.ok) return;
    const result = outcome.value;
    if (result.kind === "added") {
      setInput("");
      onAdded(result.aliases);
      showNotice({ message: LL.settings.aliases.added() });
    } else if (result.kind === "notFound") {
      setRefused(LL.settings.aliases.userNotFound());
    } else if (result.kind === "alreadyAdded") {
      setRefused(LL.settings.aliases.alreadyAdded());
    } else {
      setSuggestions(result.accounts);
    }
  };

  return (
    <form className="settings-section card" onSubmit={submit} aria-busy={pending}>
      <h2>{LL.settings.aliases.addTitle()}</h2>
      <label htmlFor={ids.input}>{LL.settings.aliases.address()}</label>
      <div className="add-alias">
        <input
          ref={field}
          id={ids.input}
          value={input}
          placeholder={LL.settings.aliases.addressPlaceholder()}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => {
            setInput(e.target.value);
            setRefused(null);
            add.clearError();
            setSuggestions([]);
          }}
        />
        <button type="submit" className="button primary" disabled={!address || refused !== null} aria-disabled={pending}>
          {LL.settings.aliases.add()}
        </button>
      </div>
      <AliasProgress text={pending ? LL.settings.aliases.adding() : null} />
      {error && (
        <p id={ids.error} className="field-error" role="alert">
          {error}
        </p>
      )}
      {suggestions.length > 0 && (
        <div role="group" aria-labelledby={ids.suggestions}>
          <p id={ids.suggestions}>{LL.settings.aliases.suggestions()}</p>
          <ul className="suggestions">
            {suggestions.map((account) => (
              <li key={account.id}>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setInput(account.acct);
                    setSuggestions([]);
                  }}
                >
                  <DisplayName account={account} /> <AccountHandle account={account} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
