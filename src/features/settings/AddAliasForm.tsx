import { useSetAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "../../api/client";
import type { Account, Aliases } from "../../api/types";
import { AccountHandle, DisplayName } from "../../entities/account/AccountName";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { AliasProgress } from "./AliasProgress";
import { addAliasAtom } from "./identity-actions";
import { normaliseAddress } from "./lookup-rules";
import "../../state/ns/settings";

export function AddAliasForm({ onAdded }: { onAdded: (aliases: Aliases) => void }) {
  const LL = useLL();
  const addAlias = useSetAtom(addAliasAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [input, setInput] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Account[]>([]);
  const [pending, setPending] = useState(false);
  const ids = { input: useId(), error: useId(), suggestions: useId() };
  const address = normaliseAddress(input);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!address || error || pending) return;
    setPending(true);
    setSuggestions([]);
    try {
      const result = await addAlias(address);
      if (result.kind === "added") {
        setInput("");
        onAdded(result.aliases);
        showNotice({ message: LL.settings.aliases.added() });
      } else if (result.kind === "notFound") {
        setError(LL.settings.aliases.userNotFound());
      } else {
        setSuggestions(result.accounts);
      }
    } catch (e) {
      // The seeds call it "user already added"; Mitra's alias endpoint says "alias already exists".
      const already = e instanceof ApiError && (e.message === "alias already exists" || e.message === "user already added");
      setError(already ? LL.settings.aliases.alreadyAdded() : errorMessage(LL, e));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="settings-section card" onSubmit={submit} aria-busy={pending}>
      <h2>{LL.settings.aliases.addTitle()}</h2>
      <label htmlFor={ids.input}>{LL.settings.aliases.address()}</label>
      <div className="add-alias">
        <input
          id={ids.input}
          value={input}
          placeholder={LL.settings.aliases.addressPlaceholder()}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => {
            setInput(e.target.value);
            setError(null);
            setSuggestions([]);
          }}
        />
        <button type="submit" className="button primary" disabled={!address || error !== null || pending}>
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
