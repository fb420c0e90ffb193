import { lazy, Suspense, useState } from "react";
import type { Account } from "../../api/types";
import { cssReady } from "../../lib/css";
import { useLL } from "../../state/i18n";
import { Icon } from "../../ui/Icon";
import { hasCoinFields } from "../account/coin-labels";
import "../../state/ns/post";

// The widget (coins, addresses, copy, subscribe), its words and stylesheet load when a reader opens it (web:
// CryptoAddress); it shows once its stylesheet has arrived, as the image viewer does.
const PaymentWidget = lazy(() => import("./PaymentWidget").then(async (m) => (await cssReady(), m)));

/** A coin button on posts whose author lists coin addresses in their profile fields; nothing otherwise. */
export function PostPayment({ account }: { account: Account }) {
  const LL = useLL();
  const [open, setOpen] = useState(false);
  if (!hasCoinFields(account.fields)) return null;
  return (
    <span className="post-payment">
      <button type="button" className="icon-button" aria-expanded={open} aria-label={LL.post.paymentOptions()} onClick={() => setOpen(!open)}>
        <Icon name="coin" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PaymentWidget account={account} />
        </Suspense>
      )}
    </span>
  );
}
