// Imported first by main.tsx, so these requests start before the rest of the entry (React DOM, the app's start) runs.
import { isFramed } from "../lib/frame";
import { startFirstScreen } from "./prefetch";
import routeFiles from "./route-files";

// Inside another site's frame nothing starts (app/start.tsx shows only the way out). Resolves once the first screen's
// view module is ready: app/start.tsx renders when it is, so the view is drawn in the first render.
export const firstView: Promise<unknown> = isFramed() ? Promise.resolve() : startFirstScreen(routeFiles);
