import { useAtomValue, useSetAtom } from "jotai";
import { useState, type KeyboardEvent } from "react";
import { Link } from "wouter";
import type { Account } from "../../api/types";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { instanceAtom } from "../../state/session";
import type { CoinCode } from "../account/coin-labels";
import { coinOptions, subscriptionLink } from "../account/payment-options";
import "./payment.css";
import "../../state/ns/payments";

/**
 * The author's coins, one button each; a button shows that coin's address (read-only, with a copy button and a
 * wallet link when coinOptions found it a plain address, as on the profile), and "Subscribe" stands next to Monero
 * when the author sells subscriptions (web).
 */
export default function PaymentWidget({ account }: { account: Account }) {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const notify = useSetAtom(showNoticeAtom);
  const [shown, setShown] = useState<CoinCode | null>(null);
  const coins = coinOptions(account.fields);
  const subscribe = subscriptionLink(account, instance);
  const coin = coins.find((c) => c.code === shown);
  const name = coin ? LL.payments.coins[coin.code]() : "";
  // Escape closes the panel through the coin button before it, which takes the focus back.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const toggle = e.currentTarget.previousElementSibling as HTMLElement | null;
    if (e.key !== "Escape" || !toggle) return;
    toggle.focus();
    toggle.click();
  };
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => notify({ message: LL.payments.copied() }),
      () => notify({ message: LL.payments.copyFailed(), kind: "error" }),
    );
  return (
    <div className="payment-widget" role="group" aria-label={LL.payments.paymentOptions()} onKeyDown={onKeyDown}>
      <ul className="payment-coins">
        {coins.map((c) => (
          <li key={c.code}>
            <button type="button" className="button payment-coin" aria-expanded={shown === c.code} onClick={() => setShown(shown === c.code ? null : c.code)}>
              {c.code}
              <span className="visually-hidden"> {LL.payments.coins[c.code]()}</span>
            </button>
            {c.code === "XMR" && subscribe?.kind === "page" && (
              <Link href={href.profile(account, "subscription")} className="button">{LL.payments.subscribe()}</Link>
            )}
            {c.code === "XMR" && subscribe?.kind === "external" && (
              <a href={subscribe.href} className="button" target="_blank" rel="nofollow noopener noreferrer">{LL.payments.subscribe()}</a>
            )}
          </li>
        ))}
      </ul>
      {coin && (
        <div className="payment-address">
          <input readOnly value={coin.address} aria-label={name} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button" onClick={() => void copy(coin.address)}>{LL.payments.copyAddress({ coin: name })}</button>
          {coin.uri && <a href={coin.uri} className="button">{LL.payments.payWith({ coin: name })}</a>}
        </div>
      )}
    </div>
  );
}
