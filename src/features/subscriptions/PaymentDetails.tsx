import { useId, useMemo, useState } from "react";
import type { Invoice } from "../../api/types";
import { useLL } from "../../state/i18n";
import { formatXmr } from "../../lib/monero";
import { paymentRequestJson, paymentUri } from "../../lib/monero-payment";
import { PaymentQrCode } from "./PaymentQrCode";
import { PaymentRequestCode } from "./PaymentRequestCode";
import "../../state/ns/invoices";

interface Props {
  invoice: Invoice;
  address: string;
  recipientAcct: string;
  /** The monthly price the payment request names (atomic units). */
  monthly: bigint;
}

/**
 * Where to send the money: amount, address as a wallet link, QR code, and the payment request on demand. An
 * address or amount that is not one (a query smuggled into the address, a fractional amount) shows nothing to pay.
 */
export function PaymentDetails(props: Props) {
  const LL = useLL();
  const uri = paymentUri(props.address, props.invoice.amount);
  if (uri === null) {
    return (
      <p className="error-box" role="alert">
        {LL.invoices.safety.cannotPayHere()}
      </p>
    );
  }
  return <CheckedPaymentDetails {...props} uri={uri} />;
}

function CheckedPaymentDetails({ invoice, address, recipientAcct, monthly, uri }: Props & { uri: string }) {
  const LL = useLL();
  const codeId = useId();
  const [expanded, setExpanded] = useState(false);
  const json = useMemo(
    () => paymentRequestJson({ recipientAcct, address, monthlyAtomic: monthly, createdAt: invoice.created_at }),
    [recipientAcct, address, monthly, invoice.created_at],
  );
  return (
    <div className="payment-details">
      <p>{LL.invoices.sendAmount({ amount: formatXmr(invoice.amount) })}</p>
      <a className="payment-address" href={uri} dir="ltr" aria-label={`${LL.invoices.paymentAddress()}: ${address}`}>
        {address}
      </a>
      <PaymentQrCode uri={uri} />
      <button type="button" className="button" aria-expanded={expanded} aria-controls={codeId} onClick={() => setExpanded(!expanded)}>
        {expanded ? LL.invoices.hidePaymentRequest() : LL.invoices.showPaymentRequest()}
      </button>
      <div id={codeId} hidden={!expanded}>
        {expanded && <PaymentRequestCode json={json} />}
      </div>
    </div>
  );
}
