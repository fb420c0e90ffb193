import { useSetAtom } from "jotai";
import { Link, useLocation } from "wouter";
import type { Field } from "../../api/types";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
// Rare (a proof made the old way, on the own profile): this loads on its own, with the settings words it shares
// with the identity-proof page.
import "../../state/ns/proofs";

/** The name Mitra gives an identity proof made with an Ethereum address. */
const ETHEREUM_PROOF = "$ETH";
// Under the proof's value. Set here rather than in profile.css, which every profile loads for this rare control.
const UNDER_VALUE = { display: "flex", inlineSize: "fit-content", marginBlockStart: 6 } as const;

/**
 * On the own profile, an identity proof made the old way offers to be made again: an Ethereum one opens the wallet
 * proof (with a browser wallet; without one, says so), a key one the identity-proof page.
 */
export default function RenewProof({ field }: { field: Field }) {
  const LL = useLL();
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const label = LL.proofs.renewVerification();
  if (field.name !== ETHEREUM_PROOF) {
    return (
      <Link className="button renew-proof" style={UNDER_VALUE} href={href.identityProof()}>
        {label}
      </Link>
    );
  }
  const renew = () => {
    if (typeof window !== "undefined" && window.ethereum) navigate(href.identityProofEthereum());
    else showNotice({ message: LL.proofs.walletNotDetected(), kind: "error" });
  };
  return (
    <button type="button" className="button renew-proof" style={UNDER_VALUE} onClick={renew}>
      {label}
    </button>
  );
}
