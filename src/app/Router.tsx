import { useAtomValue } from "jotai";
import { Suspense, use } from "react";
import { Redirect, Route, Switch } from "wouter";
import { guard } from "../access";
import { FALLBACK_PATH, ROUTES, type RouteDef } from "../routes";
import { currentUserAtom, instanceAtom, isAuthenticatedAtom } from "../state/session";
import { PageLoading } from "./PageLoading";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { cssReady } from "../lib/css";
import { loadableCache } from "../lib/loadable";
import { translationsReady, wordsAhead } from "../state/i18n";

/**
 * Each view module, loaded once; its stylesheets start loading when it runs, another language's words with its code
 * (state/i18n.ts: wordsAhead), and it shows once they are in. A module the entry preloaded (app/prefetch.ts) renders
 * without suspending (lib/loadable).
 */
export const viewModule = loadableCache((view: RouteDef["view"]) => {
  wordsAhead(view);
  return view().then(async (mod) => (await Promise.all([cssReady(), translationsReady()]), mod));
});

function View({ route }: { route: RouteDef }) {
  const { default: Component } = use(viewModule(route.view));
  return <Component />;
}

function Guarded({ route }: { route: RouteDef }) {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  // These rules depend on the instance's settings: wait for them rather than redirect on a guess.
  if (!instance && (route.access === "local" || route.access === "federated" || route.access === "mitraSettings")) return <PageLoading />;
  const redirect = guard(route.access, { authenticated, user, instance });
  if (redirect) return <Redirect to={redirect} replace />;
  return (
    <RouteErrorBoundary onRetry={viewModule.retryFailed}>
      <Suspense fallback={<PageLoading />}>
        <View route={route} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function Router() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.name} path={route.path}>
          <Guarded route={route} />
        </Route>
      ))}
      <Route>
        <Redirect to={FALLBACK_PATH} replace />
      </Route>
    </Switch>
  );
}
