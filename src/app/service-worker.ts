// Registers the service worker (static/sw.js) and offers a new version once one waits (app/saved-copy.ts relays
// the answers from the saved copy). Loaded after the first paint; browsers without service workers (or http) skip it.
import { updateReadyAtom } from "../state/offline";
import { tokenAtom } from "../state/session";
import type { SessionStores, Store } from "../state/store";

function offerUpdate(store: Store, waiting: ServiceWorker): void {
  store.set(updateReadyAtom, () => () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    waiting.postMessage({ type: "skip-waiting" });
  });
}

/**
 * Signed out, the worker drops its saved reads (the last timelines read, who was signed in, for every account):
 * checked at start and at every new session, since a sign-out starts a new store (state/store.ts) whose token is
 * empty. A read still on its way at that moment is not kept either (static/sw.js).
 */
export function clearSavedReadsWhenSignedOut(sessions: SessionStores, clear: () => void): () => void {
  const check = () => {
    if (sessions.current().get(tokenAtom) === null) clear();
  };
  check();
  return sessions.subscribe(check);
}

export async function startServiceWorker(sessions: SessionStores): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const sw = navigator.serviceWorker;
  const store = sessions.current();
  clearSavedReadsWhenSignedOut(sessions, () => sw.controller?.postMessage({ type: "clear-data" }));
  const registration = await sw.register("/sw.js");
  if (registration.waiting && sw.controller) offerUpdate(store, registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && sw.controller) offerUpdate(store, installing);
    });
  });
  const ready = await sw.ready;
  const urls = performance.getEntriesByType("resource").map((entry) => entry.name);
  ready.active?.postMessage({ type: "cache-code", urls });
}
