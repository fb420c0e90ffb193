import { useEffect, useId, useState } from "react";
import { useLL } from "../../state/i18n";
import "../../state/ns/subscriptions";
import "../../state/ns/invoices";

/** The `monero-request:1:` code. Gzip and the encoder load only when someone opens it. */
export function PaymentRequestCode({ json }: { json: string }) {
  const LL = useLL();
  const ids = { code: useId(), hint: useId() };
  const [code, setCode] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    import("../../lib/monero-request").then(
      ({ encodePaymentRequest }) => live && setCode(encodePaymentRequest(json)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [json]);

  return (
    <div className="field payment-request">
      <label htmlFor={ids.code}>{LL.invoices.paymentRequest()}</label>
      <textarea
        id={ids.code}
        readOnly
        rows={4}
        dir="ltr"
        spellCheck={false}
        value={code ?? LL.subscriptions.loading()}
        aria-busy={code === null}
        aria-describedby={ids.hint}
        onFocus={(e) => e.currentTarget.select()}
      />
      <p id={ids.hint} className="hint">
        {LL.invoices.paymentRequestHint()}
      </p>
    </div>
  );
}
