// Imported first by main.tsx, so these requests start before the rest of the entry (React, the shell) is evaluated.
import { isFramed } from "../lib/frame";
import { startFirstScreen } from "./prefetch";

// Inside another site's frame nothing starts (main.tsx shows only the way out). Resolves once the first screen's
// view module is ready: main.tsx renders when it is, so the view is drawn in the first render.
export const firstView: Promise<unknown> = isFramed() ? Promise.resolve() : startFirstScreen();
