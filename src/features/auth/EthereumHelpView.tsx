import { Link } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import "./auth.css";
import "../../state/ns/auth";

export default function EthereumHelpView() {
  const LL = useLL();
  usePageTitle(LL.auth.ethereumTitle());
  return (
    <article className="static-page card">
      <h1>{LL.auth.ethereumTitle()}</h1>
      <p>{LL.auth.ethereumHelp1()}</p>
      <p>{LL.auth.ethereumHelp2()}</p>
      <p>{LL.auth.ethereumHelp3()}</p>
      <p>
        <Link href={href.landing()}>{LL.auth.backToSignIn()}</Link>
      </p>
    </article>
  );
}
