import { appShared } from "./store";

// Both describe the page, not the person signed in: one value whichever session's store reads or writes it, so a
// sign-in or sign-out (a new store) neither loses the worker's word nor the waiting new version.

/** Set while what the server last answered came from the saved copy (no connection to the server). */
export const savedCopyAtom = appShared(false);

/** When a new version of the client is ready: the function that switches to it (reloads the page). */
export const updateReadyAtom = appShared<(() => void) | null>(null);
