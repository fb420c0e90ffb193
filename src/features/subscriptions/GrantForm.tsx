import { useSetAtom } from "jotai";
import { useId, useRef, useState } from "react";
import type { SubscriptionDetails } from "../../api/types";
import { grantSeconds } from "../../lib/monero";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { grantSubscriptionAtom } from "./settings-actions";
import "../../state/ns/subscriptionSettings";

type Unit = "months" | "days";

/** Grants or extends access by hand: a duration of at least 1, in months (30 days) or days, sent in seconds. */
export function GrantForm({ subscriberId, onGranted }: { subscriberId: string; onGranted: (details: SubscriptionDetails) => void }) {
  const LL = useLL();
  const grant = useMutation(useSetAtom(grantSubscriptionAtom));
  const showNotice = useSetAtom(showNoticeAtom);
  const ids = { duration: useId(), unit: useId(), error: useId() };
  const [duration, setDuration] = useState("1");
  const [unit, setUnit] = useState<Unit>("months");
  const durationField = useRef<HTMLInputElement>(null);
  const { error, pending: busy } = grant;
  const count = Number(duration);
  const valid = duration.trim() !== "" && Number.isFinite(count) && count >= 1;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    const outcome = await grant.run({ subscriberId, seconds: grantSeconds(count, unit) });
    if (!outcome.ok) return;
    onGranted(outcome.value);
    setDuration("");
    // The emptied form disables its focused button: the focus goes back to the duration, ready for another grant.
    durationField.current?.focus();
    showNotice({ message: LL.subscriptionSettings.granted() });
  }

  return (
    <form className="card grant-form" onSubmit={submit} aria-busy={busy}>
      <fieldset>
        <legend>{LL.subscriptionSettings.grantAccess()}</legend>
        <div className="grant-row">
          <div className="field">
            <label htmlFor={ids.duration}>{LL.subscriptionSettings.grantDuration()}</label>
            <input ref={durationField} id={ids.duration} type="number" min="1" step="1" inputMode="numeric" value={duration}
              onChange={(e) => setDuration(e.target.value)} aria-describedby={error ? ids.error : undefined} />
          </div>
          <div className="field">
            <label htmlFor={ids.unit}>{LL.subscriptionSettings.grantUnit()}</label>
            <select id={ids.unit} value={unit} onChange={(e) => setUnit(e.target.value as Unit)}>
              <option value="months">{LL.subscriptionSettings.unitMonths()}</option>
              <option value="days">{LL.subscriptionSettings.unitDays()}</option>
            </select>
          </div>
        </div>
        {error && <p id={ids.error} className="form-error" role="alert">{error}</p>}
        <button type="submit" className="button primary" disabled={!valid} aria-disabled={busy}>
          {busy ? LL.subscriptionSettings.granting() : LL.subscriptionSettings.grant()}
        </button>
      </fieldset>
    </form>
  );
}
