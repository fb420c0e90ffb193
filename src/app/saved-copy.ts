// Relays the service worker's word that an answer came from the saved copy (static/sw.js), for the offline banner.
import type { createStore } from "jotai";
import { savedCopyAtom } from "../state/offline";

type Store = ReturnType<typeof createStore>;

/**
 * Listens for the worker's word that an answer came from the saved copy. Called while the entry runs, before
 * DOMContentLoaded: the browser holds the worker's messages until then and drops those sent to a page with no
 * listener yet, and the first reads (and so the first "saved copy" messages) leave before the page has loaded.
 */
export function listenForSavedCopy(current: () => Store): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; saved?: boolean }>) => {
    if (event.data?.type === "mitra:saved-copy") current().set(savedCopyAtom, Boolean(event.data.saved));
  });
}
