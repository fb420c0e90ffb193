import { useAtomValue } from "jotai";
import { Suspense, use, type ReactNode } from "react";
import { loadable, type Loadable } from "../lib/loadable";
import { useLocation } from "wouter";
import { cssReady } from "../lib/css";
import { useLL } from "../state/i18n";
import { isAuthenticatedAtom } from "../state/session";
import { VisitorHeader } from "./VisitorHeader";
import { PageLoading } from "./PageLoading";
import { ThemeToggle } from "./ThemeToggle";

// Pages that draw their own full-screen layout.
const STANDALONE = new Set(["/", "/ethereum"]);

// Started by the entry when a session is stored (app/prefetch.ts), so the frame usually renders without suspending.
// It shows once its stylesheet is in: unstyled, the phone's menu sheet would flash open over the page.
let frame: Loadable<typeof import("./SignedInFrame")> | null = null;
export const loadSignedInFrame = () => {
  if (!frame) {
    frame = loadable(import("./SignedInFrame").then(async (mod) => (await cssReady(), mod)));
    frame.catch(() => (frame = null)); // a failed download is tried again next time
  }
  return frame;
};
function SignedInFrame(props: { skip: ReactNode; children: ReactNode }) {
  const { default: Frame } = use(loadSignedInFrame());
  return <Frame {...props} />;
}

export function Shell({ children }: { children: ReactNode }) {
  const LL = useLL();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const [location] = useLocation();

  const skip = (
    <a className="skip-link" href="#main">
      {LL.shell.skipToContent()}
    </a>
  );
  if (authenticated) {
    return (
      <Suspense fallback={<PageLoading />}>
        <SignedInFrame skip={skip}>{children}</SignedInFrame>
      </Suspense>
    );
  }
  if (STANDALONE.has(location)) {
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
