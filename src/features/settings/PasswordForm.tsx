import { useSetAtom } from "jotai";
import { useId, useRef, useState, type FormEvent } from "react";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { changePasswordAtom } from "./actions";
import { canSavePassword, passwordMismatch } from "./password-rules";
import "../../state/ns/settings";

export function PasswordForm() {
  const LL = useLL();
  const { run, pending, error } = useMutation(useSetAtom(changePasswordAtom));
  const showNotice = useSetAtom(showNoticeAtom);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const ids = { password: useId(), confirmation: useId(), mismatch: useId() };
  const mismatch = passwordMismatch(password, confirmation);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSavePassword(password, confirmation) || pending) return;
    if (!(await run(password)).ok) return;
    setPassword("");
    setConfirmation("");
    // The emptied form disables its button, which would drop the focus: it goes to the first field.
    field.current?.focus();
    showNotice({ message: LL.settings.passwordChanged() });
  };

  return (
    <form className="password-form" onSubmit={submit}>
      <h3>{LL.settings.changePassword()}</h3>
      <div className="field">
        <label htmlFor={ids.password}>{LL.settings.newPassword()}</label>
        <input
          ref={field}
          id={ids.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.confirmation}>{LL.settings.confirmPassword()}</label>
        <input
          id={ids.confirmation}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          aria-invalid={mismatch}
          aria-describedby={mismatch ? ids.mismatch : undefined}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        {mismatch && (
          <span id={ids.mismatch} className="field-error">
            {LL.settings.passwordMismatch()}
          </span>
        )}
      </div>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={!canSavePassword(password, confirmation)} aria-disabled={pending}>
        {LL.settings.changePassword()}
      </button>
    </form>
  );
}
