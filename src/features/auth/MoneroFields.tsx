import { useAtomValue } from "jotai";
import { useEffect, useId, useState } from "react";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import { moneroSignInMessage, randomNonce } from "./sign-in-messages";
import "../../state/ns/wallets";

/** The address field; the message to sign (read-only) and the signature field appear once an address is typed. */
export default function MoneroFields({
  signature,
  onSignature,
  onMessage,
}: {
  signature: string;
  onSignature: (s: string) => void;
  onMessage: (m: string) => void;
}) {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const ids = { address: useId(), message: useId(), signature: useId() };
  const [address, setAddress] = useState("");
  const trimmed = address.trim();
  const [message, setMessage] = useState("");

  // A fresh nonce and time whenever the address changes.
  useEffect(() => {
    const next = trimmed
      ? moneroSignInMessage({
          domain: instance?.uri ?? location.host,
          address: trimmed,
          statement: instance?.login_message ?? "",
          origin: location.origin,
          nonce: randomNonce(),
          issuedAt: new Date(),
        })
      : "";
    setMessage(next);
    onMessage(next);
  }, [trimmed, instance?.uri, instance?.login_message, onMessage]);

  return (
    <>
      <div className="field">
        <label htmlFor={ids.address}>{LL.wallets.moneroAddress()}</label>
        <input id={ids.address} value={address} onChange={(e) => setAddress(e.target.value)} required spellCheck={false} autoComplete="off" dir="ltr" />
        <p className="hint">{LL.wallets.moneroAddressHint()}</p>
      </div>
      {message && (
        <div className="field">
          <label htmlFor={ids.message}>{LL.wallets.moneroMessage()}</label>
          <textarea id={ids.message} value={message} readOnly rows={9} dir="ltr" onClick={(e) => e.currentTarget.select()} />
          <p className="hint">{LL.wallets.moneroMessageHint()}</p>
        </div>
      )}
      {/* The signature is a credential: asked for only once there is a message to sign, and not shown on screen. */}
      {message && (
        <div className="field">
          <label htmlFor={ids.signature}>{LL.wallets.moneroSignature()}</label>
          <input
            id={ids.signature}
            type="password"
            value={signature}
            onChange={(e) => onSignature(e.target.value)}
            required
            spellCheck={false}
            autoComplete="off"
            dir="ltr"
          />
        </div>
      )}
    </>
  );
}
