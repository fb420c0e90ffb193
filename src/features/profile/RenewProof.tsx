import { useSetAtom } from "jotai";
import { Link, useLocation } from "wouter";
import type { Field } from "../../api/types";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import "../../state/ns/profile";

/** The name Mitra gives an identity proof made with an Ethereum address. */
const ETHEREUM_PROOF = "$ETH";

/**
 * On the own profile, an identity proof made the old way offers to be made again: an Ethereum one opens the wallet
 * proof (with a browser wallet; without one, says so), a key one the identity-proof page.
 */
export function RenewProof({ field }: { field: Field }) {
  const LL = useLL();
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const label = LL.profile.renewVerification();
  if (field.name !== ETHEREUM_PROOF) {
    return (
      <Link className="button renew-proof" href={href.identityProof()}>
        {label}
      </Link>
    );
  }
  const renew = () => {
    if (typeof window !== "undefined" && window.ethereum) navigate(href.identityProofEthereum());
    else showNotice({ message: LL.profile.walletNotDetected(), kind: "error" });
  };
  return (
    <button type="button" className="button renew-proof" onClick={renew}>
      {label}
    </button>
  );
}
