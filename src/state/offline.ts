import { atom } from "jotai";

/** Set while what the server last answered came from the saved copy (no connection to the server). */
export const savedCopyAtom = atom(false);

/** When a new version of the client is ready: the function that switches to it (reloads the page). */
export const updateReadyAtom = atom<(() => void) | null>(null);
