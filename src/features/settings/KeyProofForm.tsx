import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import type { IdentityClaim } from "../../api/types";
import { profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { currentUserAtom } from "../../state/session";
import { keyClaimAtom, submitKeyProofAtom } from "./proof-actions";
import { didKeyOf, keyCommands, parsePublicKey, signCommands, type ParsedKey, type SigningTool } from "./key-proof";
import "../../state/ns/proofs";

/** Step 1: key and tool → the server's claim; step 2: the signature, checked here before it is sent. */
export function KeyProofForm() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const requestClaim = useSetAtom(keyClaimAtom);
  const submitProof = useSetAtom(submitKeyProofAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const [tool, setTool] = useState<SigningTool>("minisign");
  const [keyText, setKeyText] = useState("");
  const [signature, setSignature] = useState("");
  const [step, setStep] = useState<{ key: ParsedKey; claim: IdentityClaim } | null>(null);
  // Each step resolves with the reason it was refused (a translated sentence), or null.
  const attempt = useMutation((work: () => Promise<string | null>) => work());
  const [refusal, setRefusal] = useState<string | null>(null);
  const { pending } = attempt;
  const error = refusal ?? attempt.error;
  // Each step's form replaces the other (and the focused button with it): the new step's heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);
  const stage = step ? 2 : 1;
  useEffect(() => {
    if (turned.current) heading.current?.focus();
  }, [stage]);
  const ids = { tool: useId(), key: useId(), keyHint: useId(), claim: useId(), signature: useId(), sigHint: useId() };

  const run = async (work: () => Promise<string | null>) => {
    if (pending) return;
    setRefusal(null);
    const outcome = await attempt.run(work);
    if (outcome.ok) setRefusal(outcome.value);
  };

  const generate = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const key = parsePublicKey(keyText);
      if (!key) return LL.proofs.invalidKey();
      const claim = await requestClaim(key);
      // The claim binds whatever DID the server names; it must be this key's.
      if (claim.did !== didKeyOf(key.publicKey)) return LL.proofs.didMismatch();
      turned.current = true;
      setStep({ key, claim });
      return null;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    void run(async () => {
      const result = await submitProof({ ...step, signature });
      if (result === "invalid") return LL.proofs.invalidSignature();
      if (result === "prehashed") return LL.proofs.prehashed();
      if (result === "mismatch") return LL.proofs.mismatch();
      showNotice({ message: LL.proofs.linked() });
      if (user) navigate(profileHref(user));
      return null;
    });
  };

  const errorBox = error && (
    <p className="error-box" role="alert">
      {error}
    </p>
  );

  if (!step) {
    return (
      <form className="proof-step" onSubmit={generate}>
        <h2 ref={heading} tabIndex={-1}>{LL.proofs.step1()}</h2>
        <div className="field">
          <label htmlFor={ids.tool}>{LL.proofs.tool()}</label>
          <select id={ids.tool} value={tool} onChange={(e) => setTool(e.target.value as SigningTool)}>
            <option value="minisign">minisign</option>
            <option value="signify">signify</option>
          </select>
        </div>
        <p>{LL.proofs.createKey()}</p>
        <pre className="command">{keyCommands(tool)}</pre>
        <div className="field">
          <label htmlFor={ids.key}>{LL.proofs.publicKey()}</label>
          <textarea id={ids.key} className="claim" value={keyText} aria-describedby={ids.keyHint} onChange={(e) => setKeyText(e.target.value)} />
          <span id={ids.keyHint} className="hint">
            {LL.proofs.publicKeyHint()}
          </span>
        </div>
        {errorBox}
        <button type="submit" className="button primary" disabled={!keyText.trim()} aria-disabled={pending}>
          {LL.proofs.generate()}
        </button>
      </form>
    );
  }

  return (
    <form className="proof-step" onSubmit={submit}>
      <h2 ref={heading} tabIndex={-1}>{LL.proofs.step2()}</h2>
      <label htmlFor={ids.claim}>{LL.proofs.message()}</label>
      <textarea id={ids.claim} className="claim" readOnly value={step.claim.claim} rows={3} />
      <p>{LL.proofs.signCommand()}</p>
      <pre className="command">{signCommands(tool, step.claim.claim)}</pre>
      <div className="field">
        <label htmlFor={ids.signature}>{LL.proofs.signature()}</label>
        <textarea id={ids.signature} className="claim" value={signature} aria-describedby={ids.sigHint} onChange={(e) => setSignature(e.target.value)} />
        <span id={ids.sigHint} className="hint">
          {LL.proofs.signatureHint()}
        </span>
      </div>
      {errorBox}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={!signature.trim()} aria-disabled={pending}>
          {LL.proofs.submit()}
        </button>
        <button
          type="button"
          className="button"
          aria-disabled={pending}
          onClick={() => {
            if (pending) return;
            turned.current = true;
            setStep(null);
            setRefusal(null);
            attempt.clearError();
          }}
        >
          {LL.proofs.startOver()}
        </button>
      </div>
    </form>
  );
}
