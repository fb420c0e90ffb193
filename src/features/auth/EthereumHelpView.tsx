import { Link } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { Icon } from "../../ui/Icon";
import "./auth.css";
import "../../state/ns/auth";

/** Where to read on: fixed addresses, opened in a new tab that cannot reach back to this one. */
const LINKS = [
  { key: "wallets", url: "https://ethereum.org/en/wallets/find-wallet/" },
  { key: "metamask", url: "https://metamask.io/" },
  { key: "exchanges", url: "https://kycnot.me/" },
  { key: "privacy", url: "https://www.privacyguides.org/en/cryptocurrency/" },
] as const;

export default function EthereumHelpView() {
  const LL = useLL();
  usePageTitle(LL.auth.ethereumTitle());
  return (
    <article className="static-page card">
      <p className="static-back">
        <Link href={href.landing()} className="icon-button" aria-label={LL.common.back()} title={LL.common.back()}>
          <Icon name="back" />
        </Link>
      </p>
      <h1>{LL.auth.ethereumTitle()}</h1>
      <p>{LL.auth.ethereumHelp1()}</p>
      <p>{LL.auth.ethereumHelp2()}</p>
      <p>{LL.auth.ethereumHelp3()}</p>
      <h2>{LL.auth.ethereumLinks.learnMore()}</h2>
      <ul>
        {LINKS.map((link) => (
          <li key={link.key}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {LL.auth.ethereumLinks[link.key]()}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <Link href={href.landing()}>{LL.auth.backToSignIn()}</Link>
      </p>
    </article>
  );
}
