import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { isAuthenticatedAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { finishServerSignInAtom } from "./server-sign-in";
import { serverSignInMessage } from "./server-sign-in-words";
import "./accounts.css";
import "../../state/ns/accounts";

// The answer is used once, even when React runs the effect twice: a code cannot be exchanged a second time.
const started = new Map<string, Promise<void>>();

/** Where the server sends the browser back: the answer is checked and exchanged, then home. */
export default function AuthCallbackView() {
  const LL = useLL();
  const words = LL.accounts.signIn;
  const finish = useSetAtom(finishServerSignInAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [, navigate] = useLocation();
  const [error, setError] = useState<unknown>(null);
  usePageTitle(error ? words.failedTitle() : words.finishing());
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const search = location.search;
    let run = started.get(search);
    if (!run) {
      run = finish(new URLSearchParams(search));
      started.set(search, run);
    }
    let live = true;
    run.then(
      () => navigate(href.home(), { replace: true }),
      (e: unknown) => live && setError(e),
    );
    return () => void (live = false);
  }, [finish, navigate]);

  useEffect(() => {
    if (error) messageRef.current?.focus();
  }, [error]);

  if (!error) {
    return (
      <div className="callback-page card" role="status">
        <span className="spinner" aria-hidden="true" /> {words.finishing()}
      </div>
    );
  }
  return (
    <article className="callback-page card">
      <h1>{words.failedTitle()}</h1>
      <p className="form-error" role="alert" tabIndex={-1} ref={messageRef}>
        {serverSignInMessage(LL, error)}
      </p>
      <p>
        {signedIn ? <Link href={href.addAccount()}>{words.tryAgain()}</Link> : <Link href={href.landing()}>{words.tryAgain()}</Link>}
      </p>
    </article>
  );
}
