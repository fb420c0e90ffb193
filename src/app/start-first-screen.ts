// Imported first by main.tsx, so these requests start before the rest of the entry (React DOM, the app's start) runs.
import { isFramed } from "../lib/frame";
import { startFirstScreen } from "./prefetch";
import routeFiles from "./route-files";
import type { ViewModule } from "../routes";

// Inside another site's frame nothing starts (app/start.tsx shows only the way out). `firstView` resolves once the
// first screen's view module is ready: app/start.tsx renders when it is, so the view is drawn in the first render.
// The requests start in a microtask of their own, and the rest of the entry waits for it (this module's await): with
// the developer tools open (and in the benchmark, which drives the page through them), each request records the
// script stack that sent it, and a stack holding the entry's top level made the browser re-read the whole entry for
// its positions: the first request cost 40-90 ms more at 4x CPU than from this microtask.
// Should starting fail, the app still starts (asking for what it needs as it goes) and the error is logged.
const started = await new Promise<{ view: Promise<ViewModule | undefined> }>((resolve) =>
  queueMicrotask(() => {
    let view: Promise<ViewModule | undefined> = Promise.resolve(undefined);
    try {
      if (!isFramed()) view = startFirstScreen(routeFiles);
    } catch (error) {
      console.error("the first screen's requests did not start", error);
    }
    resolve({ view });
  }),
);
export const firstView: Promise<ViewModule | undefined> = started.view;
