import { useAtomValue } from "jotai";
import { useSyncExternalStore } from "react";
import { heightVar } from "../lib/height-var";
import { useLL } from "../state/i18n";
import { savedCopyAtom, updateReadyAtom } from "../state/offline";

const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};
const isOnline = () => navigator.onLine;

/** The notices and the page's end keep clear of the banner, so both stay readable. */
const measure = heightVar("--offline-banner-size");

/**
 * A strip at the bottom edge: no connection (what is shown may be old, actions will fail), a saved copy shown
 * because the server cannot be reached, or a new version of the client ready (reloading is the reader's choice).
 */
export function OfflineBanner() {
  const LL = useLL();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const savedCopy = useAtomValue(savedCopyAtom);
  const update = useAtomValue(updateReadyAtom);
  if (!online || savedCopy) {
    return (
      <p className="offline-banner" role="status" ref={measure}>
        {online ? LL.common.live.offlineCopy() : LL.common.live.offline()}
      </p>
    );
  }
  if (!update) return null;
  return (
    <p className="offline-banner" role="status" ref={measure}>
      {LL.common.live.newVersion()}{" "}
      <button type="button" className="button" onClick={update}>
        {LL.common.live.reload()}
      </button>
    </p>
  );
}
