import { useLayoutEffect, useRef } from "react";

/**
 * A stable function for effects that runs the latest render's callback, so an effect can read current props without
 * listing them (what React 19.2's useEffectEvent does; the client runs on React 19.1, whose React DOM is ~1.9 kB gzip
 * smaller). Like useEffectEvent, call it from effects, not while rendering.
 */
export function useEffectEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useRef((...args: A) => latest.current(...args)).current;
}
