import { useAtomValue, useSetAtom } from "jotai";
import { useId, useRef, useState } from "react";
import { ApiError } from "../../api/client";
import type { Account } from "../../api/types";
import { address } from "../../lib/account";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Account[]>([]);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const typed = normalizeAddress(text);

  // Resolves with the reason nobody was added (a translated sentence), or null.
  const adding = useMutation(async (wanted: string): Promise<string | null> => {
    const resolution = resolveAddUser(wanted, await find(wanted), instance?.uri);
    if (resolution.kind === "notFound") return LL.feeds.userNotFound();
    if (resolution.kind !== "add") {
      setSuggestions(resolution.accounts);
      return null;
    }
    const { account } = resolution;
    try {
      await addMember({ feedId, account });
    } catch (e) {
      if (e instanceof ApiError && e.message === ALREADY_ADDED) return LL.feeds.userAlreadyInList();
      throw e;
    }
    setText("");
    // Add is disabled with the box empty: the focus goes back to the box for the next address.
    input.current?.focus();
    notice({ message: LL.feeds.userAdded({ address: address(account, instance?.uri) }) });
    return null;
  });
  const { pending } = adding;
  const error = refusal ?? adding.error;
  const clearError = () => {
    setRefusal(null);
    adding.clearError();
  };

  // A picked suggestion goes into the box (its acct) for a second look; Add then adds exactly that account.
  function pick(account: Account) {
    setText(account.acct);
    setSuggestions([]);
    clearError();
    input.current?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!typed || pending) return;
    setRefusal(null);
    setSuggestions([]);
    const outcome = await adding.run(typed);
    if (outcome.ok) setRefusal(outcome.value);
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
              clearError();
            }}
            placeholder={LL.feeds.enterAddress()}
            autoComplete="off"
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className="button primary" disabled={!typed} aria-disabled={pending}>
            {pending ? LL.feeds.adding() : LL.feeds.addUser()}
          </button>
        </div>
        {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      </div>
      {suggestions.length > 0 && <UserSuggestions accounts={suggestions} busy={pending} onPick={pick} />}
    </form>
  );
}
