import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { removeInsertedHeadTags } from "../lib/head";
import { ComposerContext, type ComposerSource } from "../entities/composer/composer-context";
import { cssReady } from "../lib/css";
import { errorMessage } from "../state/errors";
import { translationsReady, useLL } from "../state/i18n";
import { confirmRequestAtom, noticesAtom } from "../state/notices";
import { bootAtom, bootStatusAtom, currentUserAtom, tokenAtom } from "../state/session";
import { PageLoading } from "./PageLoading";
import { Router } from "./Router";
import { Shell } from "./Shell";
import { useEffectiveTheme } from "./ThemeToggle";

import NoticeHost from "./NoticeHost";
import { OfflineBanner } from "./OfflineBanner";

// The notices are in the entry: they must be able to say, offline, that the server cannot be reached, and every page
// fetched them right after loading anyway (a file of their own cost 0.1 kB more). Only a signed-in person's actions
// ask for confirmation: the confirm dialog travels with the signed-in frame's module (./SignedInFrame), which every
// signed-in page loads at start, so it is there offline too and is no file of its own; a visitor's page never loads it.
const ConfirmHost = lazy(() => import("./SignedInFrame").then((m) => ({ default: m.ConfirmHost })));

// The post editor is one lazily loaded chunk, offered to every screen that embeds it.
let composerModule: Promise<typeof import("../features/compose/Composer")> | null = null;
function loadComposerModule() {
  composerModule ??= import("../features/compose/Composer")
    .then(async (mod) => (await Promise.all([cssReady(), translationsReady()]), mod))
    .catch((error: unknown) => {
      composerModule = null; // a failed download is tried again next time
      throw error;
    });
  return composerModule;
}
const composerSource: ComposerSource = {
  Component: lazy(loadComposerModule),
  load: () => loadComposerModule().then((mod) => mod.default),
};

function BootFailed({ error }: { error: Error }) {
  const LL = useLL();
  const retry = useSetAtom(bootAtom);
  return (
    <div className="error-box" role="alert">
      <p>{LL.errors.appFailed({ message: errorMessage(LL, error) })}</p>
      <button type="button" className="button" onClick={() => retry().catch(() => undefined)}>
        {LL.common.retry()}
      </button>
    </div>
  );
}

export function App() {
  useEffectiveTheme();
  useEffect(() => void removeInsertedHeadTags(document), []);
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(currentUserAtom);
  const status = useAtomValue(bootStatusAtom);
  const hasNotices = useAtomValue(noticesAtom).length > 0;
  const confirming = useAtomValue(confirmRequestAtom) !== null;
  // With a stored token the guards wait for the current user, so nobody is bounced to the landing page.
  const waiting = token !== null && user === null;
  let body = <Router />;
  if (waiting) body = status instanceof Error ? <BootFailed error={status} /> : <PageLoading />;
  return (
    <ComposerContext.Provider value={composerSource}>
      <Shell>{body}</Shell>
      {/* The live region is always in the page: screen readers announce changes to a region they already know,
          not a region inserted together with its first message. Only its contents load lazily. */}
      <div className="notices" role="status" aria-live="polite">
        {hasNotices && <NoticeHost />}
      </div>
      <Suspense>{confirming && <ConfirmHost />}</Suspense>
      <OfflineBanner />
    </ComposerContext.Provider>
  );
}
