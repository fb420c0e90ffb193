import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { instanceAtom } from "../../state/session";
import { accountHandle, accountName } from "../../state/account-handle";
import { AccountSignedOut, switchAccountAtom } from "../../state/account-switch";
import { signedInAccountsAtom, type SignedInAccount } from "../../state/signed-in-accounts";
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
  // A refused account is not a failure: the switch's answer, and this list's own message (the account has left it).
  const { run, pending, error } = useMutation(async (account: SignedInAccount) => {
    try {
      await switchTo(account);
      return null;
    } catch (e) {
      if (e instanceof AccountSignedOut) return account;
      throw e;
    }
  });
  const [refused, setRefused] = useState<SignedInAccount | null>(null);
  const handleOf = (a: SignedInAccount) => accountHandle(a, instance?.uri);
  const message = error ?? (refused && words.switchRefused({ handle: handleOf(refused) }));
  const [failures, setFailures] = useState(0);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failures > 0) errorRef.current?.focus();
  }, [failures]);
  // The message about a refused account stays even when it was the last one.
  if (accounts.length === 0 && !message) return null;

  async function choose(account: SignedInAccount) {
    if (pending) return;
    setRefused(null);
    const outcome = await run(account);
    if (outcome.ok && outcome.value === null) {
      navigate(href.home(), { replace: true });
      return;
    }
    if (outcome.ok) setRefused(outcome.value);
    setFailures((n) => n + 1);
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
                aria-disabled={pending}
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
      {message && (
        <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
          {message}
        </p>
      )}
    </section>
  );
}
