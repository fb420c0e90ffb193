import { useAtomValue } from "jotai";
import { Suspense, use, type ReactNode } from "react";
import { loadable, type Loadable } from "../lib/loadable";
import { useLocation } from "wouter";
import { cssReady } from "../lib/css";
import { useLL, wordsAhead } from "../state/i18n";
import { isAuthenticatedAtom, tokenAtom } from "../state/session";
import { VisitorHeader } from "./VisitorHeader";
import { PageLoading } from "./PageLoading";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { ThemeToggle } from "./ThemeToggle";

// Pages that draw their own full-screen layout.
const STANDALONE = new Set(["/", "/ethereum"]);

// Started by the entry when a session is stored (app/prefetch.ts), so the frame usually renders without suspending.
// It shows once its stylesheet is in: unstyled, the phone's menu sheet would flash open over the page.
// Another language's words for it start with its code (state/i18n.ts: wordsAhead).
let frame: Loadable<typeof import("./SignedInFrame")> | null = null;
export const loadSignedInFrame = () => {
  if (!frame) {
    wordsAhead(loadSignedInFrame);
    frame = loadable(import("./SignedInFrame").then(async (mod) => (await cssReady(), mod)));
  }
  return frame;
};
/** A failed download stays failed (the boundary shows it) until a retry asks for it again (lib/loadable). */
const retryFrame = () => {
  if ((frame as { status?: string } | null)?.status === "rejected") frame = null;
};
function SignedInFrame(props: { skip: ReactNode; children: ReactNode }) {
  const { default: Frame } = use(loadSignedInFrame());
  return <Frame {...props} />;
}

export function Shell({ children }: { children: ReactNode }) {
  const LL = useLL();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  // A stored session whose account is still on its way (or failed to come): no visitor's header with its ways in.
  const accountComing = useAtomValue(tokenAtom) !== null;
  const [location] = useLocation();

  const skip = (
    <a className="skip-link" href="#main">
      {LL.shell.skipToContent()}
    </a>
  );
  if (authenticated) {
    return (
      <RouteErrorBoundary onRetry={retryFrame}>
        <Suspense fallback={<PageLoading />}>
          <SignedInFrame skip={skip}>{children}</SignedInFrame>
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  if (STANDALONE.has(location) || accountComing) {
    return (
      <>
        {skip}
        <div className="standalone-bar">
          <ThemeToggle />
        </div>
        <main id="main" tabIndex={-1}>{children}</main>
      </>
    );
  }
  return (
    <div className="layout visitor">
      {skip}
      <VisitorHeader />
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
