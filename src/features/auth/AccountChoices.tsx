import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import { accountHandle, accountName } from "../../state/account-handle";
import { AccountSignedOut, signedInAccountsAtom, switchAccountAtom, type SignedInAccount } from "../../state/signed-in-accounts";
import { Avatar } from "../../ui/Avatar";
import "../../state/ns/accounts";
import "./accounts.css";

/** On the landing page after signing out of one account: the others still signed in on this browser. */
export default function AccountChoices() {
  const LL = useLL();
  const words = LL.accounts;
  const accounts = useAtomValue(signedInAccountsAtom);
  const instance = useAtomValue(instanceAtom);
  const switchTo = useSetAtom(switchAccountAtom);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  // A refused account leaves the list; the message saying so stays even when it was the last one.
  if (accounts.length === 0 && !error) return null;
  const handleOf = (a: SignedInAccount) => accountHandle(a, instance?.uri);

  async function choose(account: SignedInAccount) {
    setBusy(true);
    setError(null);
    try {
      await switchTo(account);
      navigate(href.home(), { replace: true });
    } catch (e) {
      setError(e instanceof AccountSignedOut ? words.switchRefused({ handle: handleOf(account) }) : errorMessage(LL, e));
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="account-choices-title">
      <h2 id="account-choices-title">{words.continueAs()}</h2>
      {accounts.length > 0 && (
        <ul className="account-choices">
          {accounts.map((a) => (
            <li key={`${a.server ?? ""} ${a.id}`}>
              <button
                type="button"
                className="button account-choice"
                disabled={busy}
                aria-label={words.continueAsName({ name: accountName(a), handle: handleOf(a) })}
                onClick={() => void choose(a)}
              >
                <Avatar src={a.avatar} size={32} />
                <span>
                  <bdi>{accountName(a)}</bdi> <span dir="ltr">{handleOf(a)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* The chosen button may have left with its account: the message takes the focus. */}
      {error && (
        <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      )}
    </section>
  );
}
