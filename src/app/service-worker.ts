// Registers the service worker (static/sw.js) and offers a new version once one waits (app/saved-copy.ts relays
// the answers from the saved copy). Loaded after the first paint; browsers without service workers (or http) skip it.
import type { createStore } from "jotai";
import { updateReadyAtom } from "../state/offline";
import { tokenAtom } from "../state/session";

type Store = ReturnType<typeof createStore>;

function offerUpdate(store: Store, waiting: ServiceWorker): void {
  store.set(updateReadyAtom, () => () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    waiting.postMessage({ type: "skip-waiting" });
  });
}

export async function startServiceWorker(store: Store): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const sw = navigator.serviceWorker;
  // Signing out drops the saved reads along with everything else.
  store.sub(tokenAtom, () => {
    if (store.get(tokenAtom) === null) sw.controller?.postMessage({ type: "clear-data" });
  });
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
