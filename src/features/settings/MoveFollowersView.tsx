import { useSetAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { usePageTitle } from "../../state/title";
import { moveFollowersAtom } from "./identity-actions";
import { normaliseAddress } from "./lookup-rules";
import "../../state/ns/settings";
import "./settings.css";

export default function MoveFollowersView() {
  const LL = useLL();
  const move = useMutation(useSetAtom(moveFollowersAtom));
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const [input, setInput] = useState("");
  const [notFound, setNotFound] = useState(false);
  const { pending } = move;
  const error = notFound ? LL.settings.move.userNotFound() : move.error;
  const ids = { input: useId(), error: useId() };
  const address = normaliseAddress(input);
  usePageTitle(LL.settings.move.title());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!address || pending) return;
    setNotFound(false);
    const outcome = await move.run(address);
    if (!outcome.ok) return;
    const target = outcome.value;
    if (!target) return setNotFound(true);
    showNotice({ message: LL.settings.move.moved({ address: target.acct }) });
    navigate(profileHref(target));
  };

  return (
    <div className="settings">
      <h1>{LL.settings.move.title()}</h1>
      <form className="settings-section card" onSubmit={submit}>
        <p>{LL.settings.move.explanation()}</p>
        <div className="field">
          <label htmlFor={ids.input}>{LL.settings.move.target()}</label>
          <input
            id={ids.input}
            value={input}
            placeholder={LL.settings.move.targetPlaceholder()}
            autoComplete="off"
            aria-invalid={error !== null}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => setInput(e.target.value)}
          />
        </div>
        {error && (
          <p id={ids.error} className="error-box" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={!address} aria-disabled={pending}>
          {LL.settings.move.move()}
        </button>
      </form>
    </div>
  );
}
