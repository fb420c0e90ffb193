import { atom } from "jotai";

/** Notifications newer than the last-read marker (all of them when there is no marker). */
export const unreadCountAtom = atom(0);
