import { useAtomValue } from "jotai";
import { Link } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { instanceAtom, sessionExpiredAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import "./auth.css";
import { SignInForm } from "./SignInForm";
import "../../state/ns/auth";

export default function LandingView() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const expired = useAtomValue(sessionExpiredAtom);
  usePageTitle(null);
  return (
    <div className="landing">
      <section className="landing-intro">
        <h1>
          <bdi>{instance?.title || LL.common.appName()}</bdi>
        </h1>
        {instance?.short_description && <p className="landing-description">{instance.short_description}</p>}
        <nav className="landing-links">
          <Link href={href.about()}>{LL.shell.learnMore()}</Link>
          {instance?.allow_unauthenticated?.timeline_local && <Link href={href.local()}>{LL.auth.explore()}</Link>}
        </nav>
      </section>
      <section className="landing-form">
        {expired && <p className="notice-inline" role="alert">{LL.errors.sessionExpired()}</p>}
        <SignInForm />
      </section>
    </div>
  );
}
