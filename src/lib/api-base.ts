// The API host, read once on first use: that happens while the app starts, before any server content is on the
// page, so no element from a post (<form id="MITRA_CONFIG">…) can stand in for the setting later. Only a plain
// object with a string apiUrl counts. Order: run-time config.js, build-time MITRA_API_URL, this origin ("").
import { isRecord, load } from "./storage";

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

/** The configured API (this instance's) without a trailing slash; "" means this origin. */
export function configuredApiBase(): string {
  cached ??= readConfig();
  return cached;
}

// The signed-in account's server when it is another than the configured one (signed in with OAuth): its origin.
let account: string | null | undefined;

const ORIGIN = /^https?:\/\/[^/?#@\s]+$/;
/** A server origin as the session stores it, or undefined. */
export const parseServer = (raw: unknown): string | undefined => (typeof raw === "string" && ORIGIN.test(raw) ? raw : undefined);

/** Set by the session whenever the signed-in account changes (null: this instance). */
export function setAccountServer(server: string | null): void {
  account = server;
}

/** The API base URL of the signed-in account without a trailing slash; "" means this origin. */
export function apiBaseUrl(): string {
  if (account === undefined) account = load<string | null>("session", (raw) => (isRecord(raw) ? parseServer(raw.server) : undefined), null);
  return account ?? configuredApiBase();
}

