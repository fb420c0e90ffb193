// The app's start, run by the entry (src/main.tsx) once it has started the first screen's requests and files: a store
// per session, the first render, the service worker. It travels in the core chunk (src/app/chunks/core.ts): in the
// entry, its modules (the shell, the router, the notices) cost every first load the names the entry imported from
// the core chunk and the core chunk exported.
import { Provider, type Atom } from "jotai";
import { StrictMode, useEffect, useSyncExternalStore } from "react";
import type { createRoot } from "react-dom/client";
import { App } from "./App";
import { listenForSavedCopy } from "./saved-copy";
import { startServiceWorker } from "./service-worker";
import { loadSignedInFrame } from "./Shell";
import { isFramed } from "../lib/frame";
import { whenIdle } from "../lib/idle";
import { pickLocale } from "../lib/locale";
import { configAtom } from "../state/config";
import { errorMessage } from "../state/errors";
import { LLAtom, setLocaleAtom } from "../state/i18n";
import {
  bootAtom,
  currentUserAtom,
  followStoredSessionAtom,
  instanceAtom,
  onInvalidToken,
  signOutLocallyAtom,
  tokenAtom,
  watchStoredSession,
} from "../state/session";
import { createSessionStores } from "../state/store";
import type { ViewModule } from "../routes";

/**
 * Starts the app. React DOM comes from the entry, which evaluates it after starting the first screen's requests (in
 * the core chunk it would be evaluated before them); `firstView` resolves once the first screen's view module is ready.
 */
export function startApp(createRootIn: typeof createRoot, firstView: Promise<ViewModule | undefined>): void {
  // A fresh store for every session (state/store.ts): the tree below the Provider starts over with it.
  const sessions = createSessionStores();
  const store = sessions.current(); // the first session's store, for start-up
  onInvalidToken((token) => {
    const current = sessions.current();
    if (token !== null && current.get(tokenAtom) === token) current.set(signOutLocallyAtom, true);
  });
  // Signing out (or in) in another tab does the same here.
  watchStoredSession(() => void sessions.current().set(followStoredSessionAtom).catch(() => undefined));

  // Work that starts once the page has loaded waits for the first screen too: the load event often comes before the
  // first render has run, and the field someone is about to type in comes first.
  let drawn = () => {};
  const firstScreenDrawn = new Promise<void>((resolve) => (drawn = resolve));

  function SessionRoot() {
    useEffect(() => drawn(), []);
    const current = useSyncExternalStore(sessions.subscribe, sessions.current);
    return (
      <Provider key={sessions.key()} store={current}>
        <App />
      </Provider>
    );
  }

  const root = createRootIn(document.getElementById("app")!);
  const render = () =>
    root.render(
      <StrictMode>
        <SessionRoot />
      </StrictMode>,
    );

  const FIRST_RENDER_WAIT_MS = 1000;
  const locale = pickLocale(store.get(configAtom).locale, navigator.languages ?? [navigator.language]);

  if (isFramed()) {
    // Inside another site's frame nothing starts: no session, no request, only the way out.
    // Its module loads only then: no page outside a frame needs it.
    void Promise.all([import("./FramedNotice"), store.set(setLocaleAtom, locale).catch(() => undefined)]).then(([{ FramedNotice }]) =>
      root.render(<FramedNotice LL={store.get(LLAtom)} />),
    );
  } else {
    start();
  }

  function start(): void {
    // A stored session will need the signed-in frame: fetch it alongside the current user.
    if (store.get(tokenAtom)) void loadSignedInFrame();
    const boot = store.set(bootAtom);
    let failed = false;
    // The first render waits for what the first screen needs, so that it draws it once, complete: the dictionary (no
    // English flashes before another language); the view's module with its stylesheets and words (otherwise React
    // commits the loading fallback and then holds the view back for up to 300 ms); and the instance, unless a copy
    // is kept from the last visit (a visitor's first screen is the sign-in form, whose ways in come from it). All
    // were started as the entry began to run; beyond FIRST_RENDER_WAIT_MS the app renders with what it has, and
    // until then index.html's skeleton stays.
    // Resolves once the atom has a value, or once the boot settled without one.
    const known = (atom: Atom<unknown>) =>
      new Promise<void>((resolve) => {
        if (store.get(atom)) return resolve();
        const stop = store.sub(atom, () => (stop(), resolve()));
        boot.then(resolve, resolve);
      });
    const instanceKnown = known(instanceAtom);
    // With a stored session, the current user and the signed-in frame too: drawn before them, the first screen was a
    // visitor's page (its header, a spinner), replaced by the frame a moment later, and home's first posts waited for
    // that page's render and frame before their own list could mount and ask for them.
    const signedIn = store.get(tokenAtom) ? Promise.all([known(currentUserAtom), loadSignedInFrame().catch(() => undefined)]) : undefined;
    // The first screen's view may prepare what it shows once the account is known (HomeView: its first page of
    // posts, from the answer the entry asked for); the first render waits for that too, within the same second.
    const prepared = Promise.all([firstView, signedIn])
      .then(([view]) => view?.prepareFirstScreen?.(store))
      .catch(() => undefined);
    const words = store.set(setLocaleAtom, locale).catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
    void Promise.race([Promise.all([words, firstView, instanceKnown, signedIn, prepared]), words.then(() => waited)]).then(() => {
      if (!failed) render();
    });
    listenForSavedCopy(sessions.current);
    // The service worker serves later visits (and offline ones): it registers once this page has loaded and its first
    // screen is drawn, when the main thread is idle.
    window.addEventListener("load", () => {
      void firstScreenDrawn.then(() => whenIdle(() => void startServiceWorker(sessions).catch(() => undefined)));
    });

    boot.catch((error: unknown) => {
      failed = true;
      // Without instance information nothing can work; say so plainly, in the person's language, instead of showing
      // a blank page, with a way to try again once the server answers.
      document.getElementById("app")!.dataset.bootError = error instanceof Error ? error.message : String(error);
      void words.then(() => {
        const LL = store.get(LLAtom);
        root.render(
          <div role="alert" className="boot-error">
            <p>{LL.errors.appFailed({ message: errorMessage(LL, error) })}</p>
            <button type="button" className="button" onClick={() => location.reload()}>
              {LL.common.retry()}
            </button>
          </div>,
        );
        drawn();
      });
    });
  }
}
