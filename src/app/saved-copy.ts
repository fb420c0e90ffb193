// Relays the service worker's word that an answer came from the saved copy (static/sw.js), for the offline banner,
// and asks the server again until it answers, so the banner goes once the connection is back.
import type { createStore } from "jotai";
import { getInstance } from "../api/endpoints/instance";
import { savedCopyAtom } from "../state/offline";
import { apiAtom } from "../state/session";

type Store = ReturnType<typeof createStore>;

/** The first wait before the server is asked again while a saved copy is shown; it doubles up to RECHECK_MAX_MS. */
export const RECHECK_MS = 2000;
export const RECHECK_MAX_MS = 30_000;

/**
 * Listens for the worker's word that an answer came from the saved copy. Called while the entry runs, before
 * DOMContentLoaded: the browser holds the worker's messages until then and drops those sent to a page with no
 * listener yet, and the first reads (and so the first "saved copy" messages) leave before the page has loaded.
 */
export function listenForSavedCopy(current: () => Store): void {
  if (!("serviceWorker" in navigator)) return;
  // The instance is a read the worker keeps: its answer comes with the worker's word on where it came from.
  const ask = () => getInstance(current().get(apiAtom));
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; saved?: boolean }>) => {
    if (event.data?.type !== "mitra:saved-copy") return;
    current().set(savedCopyAtom, Boolean(event.data.saved));
    if (event.data.saved) askWhileSaved(current, ask);
  });
}

let asking = false;

/**
 * While a saved copy is shown, asks the server again (`ask`: a read the worker keeps, so it says whether the server
 * answered) until the mark goes: at once when the browser comes back online, else after RECHECK_MS, doubling.
 * Only the worker's word clears the mark, and it comes only with a read; the timelines' own polls come seldom, or
 * never on a page without one, and the first read after the "online" event often fails (the network is still coming
 * up) and is answered from the saved copy again, so without this the banner stayed long after the connection was back.
 */
export function askWhileSaved(current: () => Store, ask: () => Promise<unknown>): void {
  if (asking) return;
  asking = true;
  let wait = RECHECK_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;
  const saved = () => current().get(savedCopyAtom);
  const stop = () => {
    asking = false;
    clearTimeout(timer);
    window.removeEventListener("online", now);
  };
  const run = async () => {
    if (busy) return;
    clearTimeout(timer);
    if (!saved()) return stop();
    if (!navigator.onLine) return; // the "online" event asks
    busy = true;
    await ask().catch(() => undefined);
    busy = false;
    if (!saved()) return stop();
    timer = setTimeout(() => void run(), wait);
    wait = Math.min(wait * 2, RECHECK_MAX_MS);
  };
  function now() {
    wait = RECHECK_MS;
    void run();
  }
  window.addEventListener("online", now);
  timer = setTimeout(() => void run(), wait);
}
