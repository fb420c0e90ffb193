import { useAtomValue } from "jotai";
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from "react";
import { Redirect, Route, Switch } from "wouter";
import { guard } from "../access";
import { FALLBACK_PATH, ROUTES, type RouteDef } from "../routes";
import { currentUserAtom, instanceAtom, isAuthenticatedAtom } from "../state/session";
import { PageLoading } from "./PageLoading";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { cssReady } from "../lib/css";
import { translationsReady } from "../state/i18n";

// One lazy component per view module, created once.
const views = new Map<RouteDef["view"], LazyExoticComponent<ComponentType>>();
function viewOf(route: RouteDef) {
  let view = views.get(route.view);
  if (!view) {
    // The view's stylesheets and words start loading when its module runs; show it once they are in.
    view = lazy(() => route.view().then(async (mod) => (await Promise.all([cssReady(), translationsReady()]), mod)));
    views.set(route.view, view);
  }
  return view;
}

function Guarded({ route }: { route: RouteDef }) {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  const View = useMemo(() => viewOf(route), [route]);
  // These rules depend on the instance's settings: wait for them rather than redirect on a guess.
  if (!instance && (route.access === "local" || route.access === "federated")) return <PageLoading />;
  const redirect = guard(route.access, { authenticated, user, instance });
  if (redirect) return <Redirect to={redirect} replace />;
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <View />
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
