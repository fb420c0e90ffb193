import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { ComposerOnDemand } from "../../entities/composer/ComposerOnDemand";
import { Timeline } from "../../entities/timeline/Timeline";
import { loadFeedAtom, prependToFeedAtom } from "../../entities/timeline/timeline-state";
import { cardsWithin } from "../../entities/post/card-parts";
import type { Feed } from "../../entities/timeline/feeds";
import { cssReady } from "../../lib/css";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { errorMessage } from "../../state/errors";
import { showNoticeAtom } from "../../state/notices";
import { can } from "../../state/permissions";
import { currentUserAtom, instanceAtom, isAuthenticatedAtom } from "../../state/session";
import type { Store } from "../../state/store";
import { usePageTitle } from "../../state/title";
import ReadingPosition from "./ReadingPosition";
import "./timeline.css";
import "../../state/ns/timeline";

const HOME: Feed = { kind: "home" };
// The first-day guide shows only on an empty home: its code, styles and the profile words it uses load for it alone
// (it shows once its stylesheet is in).
const HomeWelcome = lazy(() => import("./HomeWelcome").then(async (m) => (await cssReady(), { default: m.HomeWelcome })));

/**
 * Run by app/start.tsx before the first render of a start on home, once the account is known: the first page is
 * adopted and sanitised from the answer the entry asked for, so that render draws the frame and the posts at once
 * (the list finds the page loaded, loading or failed, and does not ask again).
 */
export function prepareFirstScreen(store: Store): Promise<unknown> | undefined {
  if (!store.get(isAuthenticatedAtom)) return undefined;
  return store.set(loadFeedAtom, HOME, 0, cardsWithin(innerHeight), true);
}

export default function HomeView() {
  const LL = useLL();
  usePageTitle(LL.timeline.home());
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  const prepend = useSetAtom(prependToFeedAtom);
  const notify = useSetAtom(showNoticeAtom);
  return (
    <div className="timeline-view">
      <h1 className="visually-hidden">{LL.timeline.home()}</h1>
      {can(user, "create_post") ? (
        <ComposerOnDemand
          label={LL.timeline.composePrompt()}
          onDone={(post) => prepend(HOME, post)}
          onLoadFailed={(e) => notify({ message: errorMessage(LL, e), kind: "error" })}
        />
      ) : (
        <div className="card welcome-note">
          <p>{LL.timeline.welcome({ instance: instance?.title || LL.common.appName() })}</p>
          <p>{LL.timeline.readOnly()}</p>
          <Link href={href.directory()} className="button">
            {LL.timeline.browseDirectory()}
          </Link>
        </div>
      )}
      {/* In home's own chunk: it renders nothing until there is an offer, and as a file of its own it cost every home
          first load ~0.3 kB more. */}
      <ReadingPosition feed={HOME} />
      <Timeline feed={HOME} label={LL.timeline.home()} empty={
          <Suspense fallback={null}>
            <HomeWelcome />
          </Suspense>
        } />
    </div>
  );
}
