import { useAtomValue, useSetAtom } from "jotai";
import { lazy } from "react";
import { ComposerContext } from "../entities/composer/ComposerSlot";
import { errorMessage } from "../state/errors";
import { useLL } from "../state/i18n";
import { bootAtom, bootStatusAtom, currentUserAtom, tokenAtom } from "../state/session";
import { ConfirmHost } from "./ConfirmHost";
import { NoticeHost } from "./NoticeHost";
import { PageLoading } from "./PageLoading";
import { Router } from "./Router";
import { Shell } from "./Shell";
import { useEffectiveTheme } from "./ThemeToggle";

// The post editor is one lazily loaded chunk, offered to every screen that embeds it.
const Composer = lazy(() => import("../features/compose/Composer"));

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
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(currentUserAtom);
  const status = useAtomValue(bootStatusAtom);
  // With a stored token the guards wait for the current user, so nobody is bounced to the landing page.
  const waiting = token !== null && user === null;
  let body = <Router />;
  if (waiting) body = status instanceof Error ? <BootFailed error={status} /> : <PageLoading />;
  return (
    <ComposerContext.Provider value={Composer}>
      <Shell>{body}</Shell>
      <NoticeHost />
      <ConfirmHost />
    </ComposerContext.Provider>
  );
}
