import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { useLL } from "../../state/i18n";
import { accountServerAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import "./accounts.css";
import "../../state/ns/accounts";

// The forms load beside the view (the signed-in frame already makes this route's first load heavy). Both come
// from the landing page's own chunk, so the landing page stays one download.
const landing = () => import("./LandingView");
const SignInForm = lazy(() => landing().then((m) => ({ default: m.SignInForm })));
const ServerSignInForm = lazy(() => landing().then((m) => ({ default: m.ServerSignInForm })));

/** Signs in with one more account while the current one stays signed in. */
export default function AddAccountView() {
  const LL = useLL();
  const words = LL.accounts;
  usePageTitle(words.addTitle());
  // This instance's own methods are offered while it is the current account's server (its instance details are
  // the ones loaded); from an account elsewhere, this instance is reached by its name like any other.
  const onThisInstance = useAtomValue(accountServerAtom) === null;
  return (
    <div className="add-account">
      <h1>{words.addTitle()}</h1>
      <p>{words.addIntro()}</p>
      <Suspense>
        {onThisInstance && <SignInForm />}
        <ServerSignInForm />
      </Suspense>
    </div>
  );
}
