import { useAtomValue } from "jotai";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { Link } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { instanceAtom, sessionExpiredAtom } from "../../state/session";
import { load } from "../../lib/storage";
import { usePageTitle } from "../../state/title";
import "./auth.css";
import { SignInForm } from "./SignInForm";

export { SignInForm };
import "../../state/ns/auth";

// Only someone who signed out of one of several accounts sees the others offered: loaded for them alone.
const AccountChoices = lazy(() => import("./AccountChoices"));
// Signing in with another server is the second way in: its form loads beside the view, not in its first paint.
const ServerSignInForm = lazy(() => import("./ServerSignInForm"));
// The public posts come after the page has loaded, and their cards only when seen: never in the first load.
const PublicPostsSection = lazy(() => import("./PublicPostsSection"));
const onPageLoad = (done: () => void) => {
  window.addEventListener("load", done);
  return () => window.removeEventListener("load", done);
};
const pageLoaded = () => document.readyState === "complete";

export default function LandingView() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const expired = useAtomValue(sessionExpiredAtom);
  // Read once: the landing page starts afresh with each session.
  const [others] = useState(() => load("accounts", (raw) => (Array.isArray(raw) && raw.length > 0) || undefined, false));
  const loaded = useSyncExternalStore(onPageLoad, pageLoaded, () => false);
  usePageTitle(null);
  return (
    <div className="landing">
      <section className="landing-intro">
        <div className="landing-banner" aria-hidden="true" />
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
        {others && (
          <Suspense>
            <AccountChoices />
          </Suspense>
        )}
        <SignInForm />
        <Suspense>
          <ServerSignInForm />
        </Suspense>
      </section>
      {loaded && (
        <Suspense>
          <PublicPostsSection />
        </Suspense>
      )}
    </div>
  );
}
