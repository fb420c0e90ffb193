// The one URL policy (reference/security.md A2, A8): every URL from a server that becomes an href or a src passes
// through here. Pure, so the sanitiser, the primitives and the features all apply the same rules.
import { apiBaseUrl } from "./api-base";

// Bidi controls that make a URL read differently from where it goes (Elk's filterHref list).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A clickable remote link: absolute http(s) only (parsed without a base, so relative, protocol-relative and in-app
 * paths fail, as do OS handlers such as ms-settings:), no credentials. Anything else is not a link.
 */
export function safeLinkUrl(raw: string | null | undefined): URL | null {
  if (typeof raw !== "string" || raw === "") return null;
  let url: URL;
  try {
    url = new URL(raw.replace(BIDI_CONTROLS, "").trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return url;
}

/** The normalised form two links are compared by (a lookup key), or null when it is not a link. */
export const linkKey = (raw: string | null | undefined): string | null => safeLinkUrl(raw)?.href ?? null;

function privateIpv4(a: number, b: number, c: number): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}

/** Eight 16-bit words of an IPv6 literal as URL writes it (lowercase hex, `::` compression, no dotted tail). */
function ipv6Words(literal: string): number[] | null {
  const halves = literal.split("::");
  if (halves.length > 2) return null;
  const part = (s: string) => (s === "" ? [] : s.split(":").map((w) => (/^[0-9a-f]{1,4}$/.test(w) ? parseInt(w, 16) : NaN)));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const words = [...head, ...new Array<number>(fill).fill(0), ...tail];
  return words.some(Number.isNaN) ? null : words;
}

function privateIpv6(literal: string): boolean {
  const w = ipv6Words(literal);
  if (!w) return true; // unreadable: do not load it
  const v4 = (hi: number, lo: number) => privateIpv4(hi >> 8, hi & 255, lo >> 8);
  const zero = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  // ::/96 (IPv4-compatible, and :: and ::1), ::ffff:0:0/96 (mapped), ::ffff:0:0:0/96 (translated): the IPv4 inside.
  if (zero(0, 6) || (zero(0, 5) && w[5] === 0xffff) || (zero(0, 4) && w[4] === 0xffff && w[5] === 0)) return v4(w[6], w[7]);
  if (w[0] === 0x64 && w[1] === 0xff9b) return zero(2, 6) ? v4(w[6], w[7]) : true; // NAT64; 64:ff9b:1::/48 is local use
  if (w[0] === 0x2002) return v4(w[1], w[2]); // 6to4
  if (w[0] === 0x2001 && w[1] === 0) return v4(w[6] ^ 0xffff, w[7] ^ 0xffff); // Teredo client
  if (w[0] === 0x100 && zero(1, 4)) return true; // discard-only
  const top = w[0];
  return (
    (top & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (top & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (top & 0xffc0) === 0xfec0 || // site-local fec0::/10
    (top & 0xff00) === 0xff00 // multicast
  );
}

/** Loopback, link-local, private and other non-public hosts (URL has already normalised every numeric form). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "" || host === "localhost" || host.endsWith(".localhost")) return true;
  if (host.startsWith("[")) return privateIpv6(host.replace(/^\[|\]$/g, ""));
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return m ? privateIpv4(Number(m[1]), Number(m[2]), Number(m[3])) : false;
}

/**
 * A media URL (attachment, emoji, avatar, banner, preview) that may be loaded: from a trusted origin (the home
 * server, any scheme it uses), or https on a public host unless `homeOnly`. Returns the normalised URL or null.
 */
export function safeMediaUrl(raw: string | null | undefined, trustedOrigins: readonly string[], homeOnly = false): string | null {
  if (typeof raw !== "string" || raw.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if ((url.protocol === "https:" || url.protocol === "http:") && trustedOrigins.includes(url.origin)) return url.href;
  if (homeOnly || url.protocol !== "https:" || isPrivateHost(url.hostname)) return null;
  return url.href;
}

// ownOrigins is asked for every avatar, banner and thumbnail rendered: it is worked out again only when the API
// base changes (an account switch), not at each call.
let origins: { base: string; list: readonly string[] } | null = null;

/** The page's own origin and the configured API's: media from them may use any scheme they use. */
export function ownOrigins(): readonly string[] {
  const configured = apiBaseUrl();
  if (origins?.base === configured) return origins.list;
  const list: string[] = [];
  if (typeof location !== "undefined") list.push(location.origin);
  try {
    if (configured) list.push(new URL(configured).origin);
  } catch {
    // A broken apiUrl is reported where the API client is built.
  }
  origins = { base: configured, list };
  return list;
}

/** An image a primitive may load (avatar, banner, thumbnail), or null to show the placeholder instead. */
export const safeImageUrl = (raw: string | null | undefined): string | null => safeMediaUrl(raw, ownOrigins());
