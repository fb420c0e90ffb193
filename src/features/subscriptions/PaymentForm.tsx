import { useEffect, useId, useRef, useState } from "react";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { amountForMonths, canPay, clampMonths, formatXmr, MAX_MONTHS, MIN_MONTHS, monthsForAmount, parseXmr } from "../../lib/monero";
import "../../state/ns/subscriptions";

interface Props {
  /** The monthly price in atomic units. */
  monthly: bigint;
  /** The chain's minimum payment in atomic units. */
  minimum: bigint;
  subscribed: boolean;
  onPay: (amount: bigint) => Promise<void>;
  /** The form just took a closed invoice's place: its first field takes the focus. */
  takeFocus?: boolean;
}

/** Duration in months and amount in XMR; whichever is being edited decides the other. */
export function PaymentForm({ monthly, minimum, subscribed, onPay, takeFocus = false }: Props) {
  const LL = useLL();
  const ids = { duration: useId(), amount: useId(), minimum: useId() };
  const [editing, setEditing] = useState<"duration" | "amount">("duration");
  const [switched, setSwitched] = useState(false);
  const [durationText, setDurationText] = useState("1");
  const [amountText, setAmountText] = useState("");
  // onPay shows its own failure; the mutation keeps a second click from opening a second invoice.
  const paying = useMutation(onPay);
  const busy = paying.pending;
  const durationField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (takeFocus) durationField.current?.focus();
  }, [takeFocus]);

  const amount =
    editing === "duration"
      ? durationText.trim() === "" ? 0n : amountForMonths(monthly, Number(durationText))
      : (parseXmr(amountText) ?? 0n);
  const months = editing === "duration" ? Number(durationText) || 0 : monthsForAmount(amount, monthly);
  // Amounts travel as JSON numbers; beyond 2^53 they would be rounded.
  const payable = canPay(amount, minimum) && amount <= BigInt(Number.MAX_SAFE_INTEGER);
  const belowMinimum = amount > 0n && amount < minimum;

  function changeDuration(text: string) {
    setDurationText(text !== "" && Number(text) > MAX_MONTHS ? String(MAX_MONTHS) : text);
  }

  function edit(which: "duration" | "amount") {
    if (which === editing) return;
    if (which === "amount") setAmountText(formatXmr(amount));
    else setDurationText(String(months > 0 ? Math.min(months, MAX_MONTHS) : MIN_MONTHS));
    setEditing(which);
    setSwitched(true);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!payable || busy) return;
    await paying.run(amount);
  }

  return (
    // Our own rules (clamp, minimum payment) apply; a duration worked out from an amount may be under a month.
    <form className="card payment-form" onSubmit={submit} aria-busy={busy} noValidate>
      <div className="payment-row">
        <label htmlFor={ids.duration}>{LL.subscriptions.duration()}</label>
        {editing === "duration" ? (
          <input
            id={ids.duration}
            type="number"
            inputMode="decimal"
            min={MIN_MONTHS}
            max={MAX_MONTHS}
            step="any"
            value={durationText}
            ref={durationField}
            autoFocus={switched}
            onChange={(e) => changeDuration(e.target.value)}
            onBlur={() => setDurationText(String(clampMonths(Number(durationText || "0"))))}
          />
        ) : (
          <button id={ids.duration} type="button" className="editable-value" title={LL.subscriptions.clickToEdit()}
            aria-label={LL.subscriptions.editDuration({ months: String(months) })} onClick={() => edit("duration")}>
            {months}
          </button>
        )}
        <span>{LL.subscriptions.months()}</span>
      </div>
      <div className="payment-row">
        <label htmlFor={ids.amount}>{LL.subscriptions.amount()}</label>
        {editing === "amount" ? (
          <input
            id={ids.amount}
            type="number"
            inputMode="decimal"
            min={0}
            // The arrows add or take away a month's price.
            step={monthly > 0n ? formatXmr(monthly) : "any"}
            value={amountText}
            ref={durationField}
            autoFocus={switched}
            dir="ltr"
            aria-describedby={belowMinimum ? ids.minimum : undefined}
            onChange={(e) => setAmountText(e.target.value)}
          />
        ) : (
          <button id={ids.amount} type="button" className="editable-value" title={LL.subscriptions.clickToEdit()}
            aria-label={LL.subscriptions.editAmount({ amount: formatXmr(amount) })} onClick={() => edit("amount")}>
            {formatXmr(amount)}
          </button>
        )}
        <span>{LL.subscriptions.xmr()}</span>
      </div>
      {belowMinimum && (
        <p id={ids.minimum} className="hint">
          {LL.subscriptions.minimumPayment({ amount: formatXmr(minimum) })}
        </p>
      )}
      <button type="submit" className="button primary" disabled={!payable} aria-disabled={busy}>
        {busy ? LL.subscriptions.creatingInvoice() : subscribed ? LL.subscriptions.extend() : LL.subscriptions.pay()}
      </button>
    </form>
  );
}
