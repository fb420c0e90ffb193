import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { profileHref } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { currentUserAtom } from "../../state/session";
import { linkEthereumAtom } from "./identity-actions";
import "../../state/ns/settings";

/** `focus`: the page was opened for this (the ?ethereum link from the profile menu). */
export function EthereumProof({ focus }: { focus: boolean }) {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const link = useSetAtom(linkEthereumAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  const start = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const result = await link();
      if (result === "noWallet") showNotice({ message: LL.settings.proof.walletNotDetected(), kind: "error" });
      if (result === "linked") {
        showNotice({ message: LL.settings.proof.ethereumLinked() });
        if (user) navigate(profileHref(user));
        return;
      }
    } catch (e) {
      setError(errorMessage(LL, e));
    }
    setPending(false);
  };

  return (
    <section className="settings-section card proof-step" aria-labelledby="ethereum-proof">
      <h2 id="ethereum-proof" ref={heading} tabIndex={-1}>
        {LL.settings.proof.ethereumTitle()}
      </h2>
      <p>{LL.settings.proof.ethereumIntro()}</p>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button primary" disabled={pending} onClick={() => void start()}>
          {LL.settings.proof.ethereumButton()}
        </button>
      </div>
    </section>
  );
}
