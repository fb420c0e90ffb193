import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useMutation } from "../../state/mutation";
import { useLocation } from "wouter";
import { profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { currentUserAtom } from "../../state/session";
import { linkEthereumAtom } from "./proof-actions";
import "../../state/ns/proofs";

/** `focus`: the page was opened for this (the ?ethereum link from the profile menu). */
export function EthereumProof({ focus }: { focus: boolean }) {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const link = useMutation(useSetAtom(linkEthereumAtom));
  const showNotice = useSetAtom(showNoticeAtom);
  const confirm = useSetAtom(confirmAtom);
  const [, navigate] = useLocation();
  const [unreadable, setUnreadable] = useState(false);
  const [linked, setLinked] = useState(false);
  // A linked address moves on to the profile: the button stays aria-disabled until then.
  const pending = link.pending || linked;
  const error = link.error ?? (unreadable ? LL.proofs.claimCheck.unreadable() : null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  const start = async () => {
    if (pending) return;
    setUnreadable(false);
    const outcome = await link.run((meaning) =>
      confirm({
        message: LL.proofs.claimCheck.meaning({ account: meaning.account, address: meaning.address }),
        confirmLabel: LL.proofs.claimCheck.openWallet(),
      }),
    );
    if (!outcome.ok) return;
    const result = outcome.value;
    if (result === "unreadable") setUnreadable(true);
    if (result === "noWallet") showNotice({ message: LL.proofs.walletNotDetected(), kind: "error" });
    if (result === "linked") {
      setLinked(true);
      showNotice({ message: LL.proofs.ethereumLinked() });
      if (user) navigate(profileHref(user));
    }
  };

  return (
    <section className="settings-section card proof-step" aria-labelledby="ethereum-proof">
      <h2 id="ethereum-proof" ref={heading} tabIndex={-1}>
        {LL.proofs.ethereumTitle()}
      </h2>
      <p>{LL.proofs.ethereumIntro()}</p>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button primary" aria-disabled={pending} onClick={() => void start()}>
          {LL.proofs.ethereumButton()}
        </button>
      </div>
    </section>
  );
}
