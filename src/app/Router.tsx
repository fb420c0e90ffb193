import { useAtomValue } from "jotai";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Redirect, Route, Switch } from "wouter";
import { guard } from "../access";
import { FALLBACK_PATH, ROUTES, type RouteDef } from "../routes";
import { currentUserAtom, instanceAtom, isAuthenticatedAtom } from "../state/session";
import { PageLoading } from "./PageLoading";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { cssReady } from "../lib/css";
import { translationsReady } from "../state/i18n";

// One lazy component per view module, created once (again after a failed download, when the reader retries).
const views = new Map<RouteDef["view"], LazyExoticComponent<ComponentType>>();
const failed = new Set<RouteDef["view"]>();
const forgetFailedViews = () => {
  for (const view of failed) views.delete(view);
  failed.clear();
};
function viewOf(route: RouteDef) {
  let view = views.get(route.view);
  if (!view) {
    // The view's stylesheets and words start loading when its module runs; show it once they are in.
    view = lazy(() =>
      route
        .view()
        .then(async (mod) => (await Promise.all([cssReady(), translationsReady()]), mod))
        .catch((error: unknown) => {
          failed.add(route.view);
          throw error;
        }),
    );
    views.set(route.view, view);
  }
  return view;
}

/** Looks the view up at each mount, so a retry after a failed download asks for it again. */
function LazyView({ route }: { route: RouteDef }) {
  const View = viewOf(route);
  return <View />;
}

function Guarded({ route }: { route: RouteDef }) {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  // These rules depend on the instance's settings: wait for them rather than redirect on a guess.
  if (!instance && (route.access === "local" || route.access === "federated")) return <PageLoading />;
  const redirect = guard(route.access, { authenticated, user, instance });
  if (redirect) return <Redirect to={redirect} replace />;
  return (
    <RouteErrorBoundary onRetry={forgetFailedViews}>
      <Suspense fallback={<PageLoading />}>
        <LazyView route={route} />
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
