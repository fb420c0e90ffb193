import { useAtomValue, useSetAtom } from "jotai";
import { useLocation } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { instanceAtom } from "../../state/session";
import { accountHandle, accountName } from "../../state/account-handle";
import { signedInAccountsAtom, switchAccountAtom, type SignedInAccount } from "../../state/signed-in-accounts";
import { Avatar } from "../../ui/Avatar";
import "../../state/ns/accounts";
import "./accounts.css";

/** On the landing page after signing out of one account: the others still signed in on this browser. */
export default function AccountChoices() {
  const LL = useLL();
  const words = LL.accounts;
  const accounts = useAtomValue(signedInAccountsAtom);
  const instance = useAtomValue(instanceAtom);
  const switchTo = useMutation(useSetAtom(switchAccountAtom));
  const [, navigate] = useLocation();
  const { pending: busy, error } = switchTo;
  if (accounts.length === 0) return null;
  const handleOf = (a: SignedInAccount) => accountHandle(a, instance?.uri);

  async function choose(account: SignedInAccount) {
    if ((await switchTo.run(account)).ok) navigate(href.home(), { replace: true });
  }

  return (
    <section className="card" aria-labelledby="account-choices-title">
      <h2 id="account-choices-title">{words.continueAs()}</h2>
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
      {error && <p className="form-error" role="alert">{error}</p>}
    </section>
  );
}
