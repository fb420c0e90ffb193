import { atom } from "jotai";

/** Bumped by the header's home button when home is already open: the timeline and notifications reload. */
export const homeReloadAtom = atom(0);
