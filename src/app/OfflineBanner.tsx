import { useSyncExternalStore } from "react";
import { useLL } from "../state/i18n";

const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};
const isOnline = () => navigator.onLine;

/** Says so while the browser has no connection: what is shown may be old, and actions will fail. */
export function OfflineBanner() {
  const LL = useLL();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      {LL.common.live.offline()}
    </p>
  );
}
