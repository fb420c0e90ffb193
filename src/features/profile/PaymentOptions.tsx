import type { Account } from "../../api/types";
import { useLL } from "../../state/i18n";
import { coinOptions, paymentLinks } from "../../entities/account/payment-options";
import "./payment-options.css";
import "../../state/ns/payments";

/** Coin-send options (from $BTC … fields, each coin once) and payment links. */
export function PaymentOptions({ account }: { account: Account }) {
  const LL = useLL();
  const coins = coinOptions(account.fields);
  const links = paymentLinks(account);
  if (coins.length === 0 && links.length === 0) return null;
  return (
    <section className="payment-options" aria-labelledby="payment-options-title">
      <h2 id="payment-options-title" className="payment-options-title">{LL.payments.paymentOptions()}</h2>
      <ul>
        {coins.map((coin) => {
          const name = LL.payments.coins[coin.code]();
          return (
            <li key={coin.code} className="payment-option">
              <span className="coin-code" aria-hidden="true">{coin.code}</span>
              {coin.uri ? (
                <a href={coin.uri} aria-label={LL.payments.payWith({ coin: name })}>{name}</a>
              ) : (
                <span>{name}</span>
              )}
              <code className="coin-address" dir="ltr">{coin.address}</code>
            </li>
          );
        })}
        {links.map((link) => (
          <li key={link.href} className="payment-option">
            <a href={link.href} target="_blank" rel="nofollow noopener noreferrer">{link.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
