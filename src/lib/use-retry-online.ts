import { useEffect } from "react";

/**
 * While `waiting` (a load failed for want of a connection), `retry` runs when the connection returns: a screen opened
 * offline loads by itself, as the notices and the offline banner say it will.
 */
export function useRetryWhenOnline(waiting: boolean, retry: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [waiting, retry]);
}
