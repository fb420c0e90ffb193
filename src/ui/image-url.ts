// Which remote image URLs a primitive may load (reference/security.md A8): the page's or the API's own origin, or
// https on a public host. Anything else (javascript:, data:, plain http elsewhere, loopback and private addresses,
// credentials) is not requested at all, so a hostile avatar cannot probe a local wallet node or DevTools port.

import { apiBaseUrl } from "../lib/api-base";

function privateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost") || host === "::" || host === "::1") return true;
  if (/^f[cd][0-9a-f]{0,2}:|^fe[89ab][0-9a-f]?:|^::ffff:/.test(host)) return true;
  const m = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 0 || a === 10 || a === 127 || a >= 224 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

function ownOrigins(): string[] {
  const origins: string[] = [];
  if (typeof location !== "undefined") origins.push(location.origin);
  const configured = apiBaseUrl();
  try {
    if (configured) origins.push(new URL(configured).origin);
  } catch {
    // A broken apiUrl is reported where the API client is built.
  }
  return origins;
}

/** The URL to load, or null to show the placeholder instead. */
export function safeImageUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if ((url.protocol === "https:" || url.protocol === "http:") && ownOrigins().includes(url.origin)) return url.href;
  if (url.protocol !== "https:" || privateHost(url.hostname)) return null;
  return url.href;
}
