// The API host, read once on first use: that happens while the app starts, before any server content is on the
// page, so no element from a post (<form id="MITRA_CONFIG">…) can stand in for the setting later. Only a plain
// object with a string apiUrl counts. Order: run-time config.js, build-time MITRA_API_URL, this origin ("").
declare const __API_URL__: string;
declare global {
  interface Window {
    MITRA_CONFIG?: unknown;
  }
}

/** Reads the setting now; apiBaseUrl() keeps the first answer. */
export function readConfig(): string {
  const config = typeof window === "undefined" ? undefined : window.MITRA_CONFIG;
  const plain = config !== null && typeof config === "object" && Object.getPrototypeOf(config) === Object.prototype;
  const apiUrl = plain ? (config as { apiUrl?: unknown }).apiUrl : undefined;
  const url = (typeof apiUrl === "string" && apiUrl) || (typeof __API_URL__ === "string" ? __API_URL__ : "");
  return url.replace(/\/+$/, "");
}

let cached: string | undefined;

/** The API base URL without a trailing slash; "" means this origin. */
export function apiBaseUrl(): string {
  cached ??= readConfig();
  return cached;
}
