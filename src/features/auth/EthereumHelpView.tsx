import { useAtomValue } from "jotai";
import { Link } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { Icon } from "../../ui/Icon";
import "./ethereum-help.css";
import "../../state/ns/wallets";

/** Where to read on: fixed addresses, opened in a new tab that cannot reach back to this one. */
const LINKS = [
  { key: "wallets", url: "https://ethereum.org/en/wallets/find-wallet/" },
  { key: "metamask", url: "https://metamask.io/" },
  { key: "exchanges", url: "https://kycnot.me/" },
  { key: "privacy", url: "https://www.privacyguides.org/en/cryptocurrency/" },
] as const;

export default function EthereumHelpView() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  // Reached by its address on a server without Ethereum sign-in (a Mastodon server), the page says so.
  const offered = !instance || instance.authentication_methods.includes("eip4361");
  usePageTitle(LL.wallets.ethereumTitle());
  return (
    <article className="static-page card">
      <p className="static-back">
        <Link href={href.landing()} className="icon-button" aria-label={LL.common.back()} title={LL.common.back()}>
          <Icon name="back" />
        </Link>
      </p>
      <h1>{LL.wallets.ethereumTitle()}</h1>
      {offered ? (
        <>
          <p>{LL.wallets.ethereumHelp1()}</p>
          <p>{LL.wallets.ethereumHelp2()}</p>
          <p>{LL.wallets.ethereumHelp3()}</p>
        </>
      ) : (
        <p>{LL.wallets.ethereumNotOffered()}</p>
      )}
      <h2>{LL.wallets.ethereumLinks.learnMore()}</h2>
      <ul>
        {LINKS.map((link) => (
          <li key={link.key}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {LL.wallets.ethereumLinks[link.key]()}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <Link href={href.landing()}>{LL.wallets.backToSignIn()}</Link>
      </p>
    </article>
  );
}
