import { useRef } from "react";
import { useSearch } from "wouter";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { EthereumProof } from "./EthereumProof";
import { KeyProofForm } from "./KeyProofForm";
import { LinkedIdentities } from "./LinkedIdentities";
import "../../state/ns/proofs";
import "./settings.css";

/** /settings/identity-proof links a key; /settings/identity-proof?ethereum puts the Ethereum address link first. */
export default function IdentityProofView() {
  const LL = useLL();
  const ethereum = new URLSearchParams(useSearch()).has("ethereum");
  usePageTitle(ethereum ? LL.proofs.ethereumTitle() : LL.proofs.title());
  const page = useRef<HTMLDivElement>(null);
  // With no identity left the focus goes to the first way of adding one.
  const focusFirstStep = () => page.current?.querySelector<HTMLElement>(".proof-step h2")?.focus();
  const keyProof = (
    <section className="settings-section card">
      <KeyProofForm />
    </section>
  );
  return (
    <div className="settings" ref={page}>
      <h1>{LL.proofs.title()}</h1>
      <p>{LL.proofs.intro()}</p>
      <LinkedIdentities onLastRemoved={focusFirstStep} />
      {ethereum && <EthereumProof focus />}
      {keyProof}
      {!ethereum && <EthereumProof focus={false} />}
    </div>
  );
}
