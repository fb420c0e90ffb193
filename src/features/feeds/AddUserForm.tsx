import { useAtomValue, useSetAtom } from "jotai";
import { useId, useRef, useState } from "react";
import { ApiError } from "../../api/client";
import type { Account } from "../../api/types";
import { address } from "../../lib/account";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { instanceAtom } from "../../state/session";
import { addMemberAtom, findUsersAtom } from "./actions";
import { ALREADY_ADDED, normalizeAddress, resolveAddUser } from "./add-user";
import { UserSuggestions } from "./UserSuggestions";
import "../../state/ns/feeds";

/** Looks an address up and adds the user it names, or offers the matches to choose from. */
export function AddUserForm({ feedId }: { feedId: string }) {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const find = useSetAtom(findUsersAtom);
  const addMember = useSetAtom(addMemberAtom);
  const notice = useSetAtom(showNoticeAtom);
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Account[]>([]);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const typed = normalizeAddress(text);

  async function add(account: Account) {
    setPending(true);
    setError(null);
    try {
      await addMember({ feedId, account });
      setText("");
      setSuggestions([]);
      notice({ message: LL.feeds.userAdded({ address: address(account, instance?.uri) }) });
    } catch (e) {
      setError(e instanceof ApiError && e.message === ALREADY_ADDED ? LL.feeds.userAlreadyInList() : errorMessage(LL, e));
    } finally {
      setPending(false);
    }
  }

  // A picked suggestion goes into the box (its acct) for a second look; Add then adds exactly that account.
  function pick(account: Account) {
    setText(account.acct);
    setSuggestions([]);
    setError(null);
    input.current?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!typed || pending) return;
    setPending(true);
    setError(null);
    setSuggestions([]);
    let results: Account[];
    try {
      results = await find(typed);
    } catch (e) {
      setError(errorMessage(LL, e));
      setPending(false);
      return;
    }
    const resolution = resolveAddUser(typed, results, instance?.uri);
    if (resolution.kind === "add") return add(resolution.account);
    setPending(false);
    if (resolution.kind === "notFound") setError(LL.feeds.userNotFound());
    else setSuggestions(resolution.accounts);
  }

  return (
    <form className="add-user" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{LL.feeds.addUser()}</label>
        <div className="inline-form">
          <input
            ref={input}
            id={id}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setSuggestions([]);
              setError(null);
            }}
            placeholder={LL.feeds.enterAddress()}
            autoComplete="off"
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className="button primary" disabled={!typed || pending}>
            {pending ? LL.feeds.adding() : LL.feeds.addUser()}
          </button>
        </div>
        {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      </div>
      {suggestions.length > 0 && <UserSuggestions accounts={suggestions} disabled={pending} onPick={pick} />}
    </form>
  );
}
