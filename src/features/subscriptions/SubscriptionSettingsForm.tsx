import { useSetAtom } from "jotai";
import { useId, useState } from "react";
import type { SubscriptionOption } from "../../api/types";
import { DEFAULT_MONTHLY_PRICE_XMR, formatXmr, monthlyFromPrice, parseXmr, priceFromMonthly } from "../../lib/monero";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { saveMoneroSettingsAtom } from "./settings-actions";
import "../../state/ns/subscriptionSettings";

interface Props {
  option: SubscriptionOption | null;
  chainId: string;
  onSaved: () => void;
  onCancel?: () => void;
  /** Opened by the person (not shown on load): the price field takes the focus. */
  takeFocus?: boolean;
}

/** Price per month in XMR (sent as atomic units per second) and the payout address. Saving enables subscriptions. */
export function SubscriptionSettingsForm({ option, chainId, onSaved, onCancel, takeFocus = false }: Props) {
  const LL = useLL();
  const save = useMutation(useSetAtom(saveMoneroSettingsAtom));
  const ids = { price: useId(), priceError: useId(), address: useId(), addressHint: useId(), addressError: useId() };
  const [priceText, setPriceText] = useState(option?.price ? formatXmr(monthlyFromPrice(option.price)) : DEFAULT_MONTHLY_PRICE_XMR);
  const [address, setAddress] = useState(option?.payout_address ?? "");
  const [addressTouched, setAddressTouched] = useState(false);
  const { error, pending: busy } = save;

  const monthly = parseXmr(priceText);
  const price = monthly === null ? 0n : priceFromMonthly(monthly);
  const priceValid = price > 0n;
  const addressValid = address.trim() !== "";
  const valid = priceValid && addressValid;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    if ((await save.run({ chainId, price, payoutAddress: address })).ok) onSaved();
  }

  return (
    // The rules above are the validation; a step mismatch (0.015) must not block saving.
    <form className="card subscription-settings-form" onSubmit={submit} aria-busy={busy} noValidate>
      <div className="field">
        <label htmlFor={ids.price}>{LL.subscriptionSettings.priceLabel()}</label>
        <input id={ids.price} type="number" inputMode="decimal" min="0" step="0.01" value={priceText} dir="ltr" autoFocus={takeFocus}
          onChange={(e) => setPriceText(e.target.value)} aria-invalid={!priceValid}
          aria-describedby={priceValid ? undefined : ids.priceError} />
        {!priceValid && <p id={ids.priceError} className="field-error">{LL.subscriptionSettings.priceInvalid()}</p>}
      </div>
      <div className="field">
        <label htmlFor={ids.address}>{LL.subscriptionSettings.payoutAddress()}</label>
        <input id={ids.address} value={address} dir="ltr" spellCheck={false} autoComplete="off"
          onChange={(e) => setAddress(e.target.value)} onBlur={() => setAddressTouched(true)}
          aria-invalid={addressTouched && !addressValid}
          aria-describedby={addressTouched && !addressValid ? `${ids.addressHint} ${ids.addressError}` : ids.addressHint} />
        <p id={ids.addressHint} className="hint">{LL.subscriptionSettings.payoutAddressHint()}</p>
        {addressTouched && !addressValid && <p id={ids.addressError} className="field-error">{LL.subscriptionSettings.addressRequired()}</p>}
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={!valid} aria-disabled={busy}>
          {busy ? LL.common.saving() : option ? LL.subscriptionSettings.saveSettings() : LL.subscriptionSettings.enableSubscriptions()}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={busy ? undefined : onCancel} aria-disabled={busy}>
            {LL.common.cancel()}
          </button>
        )}
      </div>
    </form>
  );
}
