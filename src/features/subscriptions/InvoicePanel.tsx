import { useEffect, useId, useRef, useState } from "react";
import type { Invoice } from "../../api/types";
import { useLL, type TranslationFunctions } from "../../state/i18n";
import { canCancel, canDismiss, expectsPayment, invoicePhase, minutesLeft } from "./invoice-phase";
import { PaymentDetails } from "./PaymentDetails";
import "../../state/ns/invoices";
import "./invoice.css";

export interface InvoicePanelProps {
  invoice: Invoice;
  recipientAcct: string;
  monthly: bigint;
  onCancel: () => Promise<void>;
  onDismiss: () => void;
  /** The panel just took the payment form's place: its heading takes the focus. */
  takeFocus?: boolean;
}

function statusText(LL: TranslationFunctions, invoice: Invoice, now: number): string {
  const t = LL.invoices;
  switch (invoicePhase(invoice.status)) {
    case "requested":
      return t.statusRequested();
    case "open":
      return t.statusOpen({ minutes: minutesLeft(invoice.expires_at, now) });
    case "underpaid":
      return t.statusUnderpaid();
    case "processing":
      return t.statusProcessing();
    case "completed":
      return t.statusCompleted();
    case "timeout":
      return t.statusTimeout();
    case "cancelled":
      return t.statusCancelled();
  }
}

/** The invoice being paid. Its status line is a live region, so each change is announced. */
export function InvoicePanel({ invoice, recipientAcct, monthly, onCancel, onDismiss, takeFocus }: InvoicePanelProps) {
  const LL = useLL();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const [cancelling, setCancelling] = useState(false);
  const phase = invoicePhase(invoice.status);

  async function cancel() {
    setCancelling(true);
    try {
      await onCancel();
    } finally {
      setCancelling(false);
    }
  }

  return (
    <section className={`card invoice-panel ${phase}`} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>{LL.invoices.invoice()}</h2>
      {expectsPayment(invoice.status) && invoice.payment_address && (
        <PaymentDetails invoice={invoice} address={invoice.payment_address} recipientAcct={recipientAcct} monthly={monthly} />
      )}
      <p className="invoice-status" role="status">
        {phase === "processing" && <span className="spinner small" aria-hidden="true" />}
        {statusText(LL, invoice, Date.now())}
      </p>
      <div className="invoice-actions">
        {canCancel(invoice.status) && (
          <button type="button" className="button" onClick={cancel} disabled={cancelling}>
            {cancelling ? LL.invoices.cancelling() : LL.invoices.cancelPayment()}
          </button>
        )}
        {canDismiss(invoice.status) && (
          <button type="button" className="button primary" onClick={onDismiss}>
            {LL.invoices.dismissPayment()}
          </button>
        )}
      </div>
    </section>
  );
}
