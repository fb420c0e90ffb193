import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { instanceAtom, sessionExpiredAtom } from "../../state/session";
import { hasStoredAccounts } from "../../lib/storage";
import { usePageTitle } from "../../state/title";
import "./auth.css";
import { SignInForm } from "./SignInForm";
import ServerSignInForm from "./ServerSignInForm";

// The add-account page takes both forms from this chunk.
export { SignInForm, ServerSignInForm };
import "../../state/ns/auth";

// Only someone who signed out of one of several accounts sees the others offered: loaded for them alone.
const AccountChoices = lazy(() => import("./AccountChoices"));
// The public posts section comes after the page has loaded, once its place below the forms nears the screen (at once
// without IntersectionObserver), and its cards only when seen: never in the first load of a phone.
const PublicPostsSection = lazy(() => import("./PublicPostsSection"));
const onPageLoad = (done: () => void) => {
  window.addEventListener("load", done);
  return () => window.removeEventListener("load", done);
};
const pageLoaded = () => document.readyState === "complete";

/**
 * Whether the element has come within 100 px of the screen since `watching` became true (true without an observer),
 * or the reader pressed Tab: someone moving by keyboard reaches the section through its button, which scrolls it in.
 */
function useNearScreen(watching: boolean) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = place.current;
    if (!watching || near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "100px" });
    observer.observe(el);
    const onKey = (e: KeyboardEvent) => e.key === "Tab" && setNear(true);
    document.addEventListener("keydown", onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener("keydown", onKey);
    };
  }, [watching, near]);
  return [place, near] as const;
}

export default function LandingView() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const expired = useAtomValue(sessionExpiredAtom);
  // Read once: the landing page starts afresh with each session.
  const [others] = useState(hasStoredAccounts);
  const loaded = useSyncExternalStore(onPageLoad, pageLoaded, () => false);
  // The posts' place is watched once the page has loaded and the sign-in form has its size (the instance is known),
  // so a place in view only while the page builds does not count as near.
  const [postsPlace, postsNear] = useNearScreen(loaded && instance !== null);
  usePageTitle(null);
  return (
    <div className="landing">
      <section className="landing-intro">
        <div className="landing-banner" aria-hidden="true" />
        <h1>
          <bdi>{instance?.title || LL.common.appName()}</bdi>
        </h1>
        {instance?.short_description && <p className="landing-description" dir="auto">{instance.short_description}</p>}
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
        <ServerSignInForm />
      </section>
      {loaded && postsNear ? (
        // While the section's code is on its way its place stays: without it the page would be a grid row and a gap
        // shorter, and a reader at the bottom of the page would see the forms jump down under the pointer (a press
        // on "Continue" released over the form's padding is no click at all).
        <Suspense fallback={<div className="landing-public-place" />}>
          <PublicPostsSection />
        </Suspense>
      ) : (
        <div ref={postsPlace} className="landing-public-place" />
      )}
    </div>
  );
}
