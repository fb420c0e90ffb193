// URL rules for everything remote (reference/security.md A2, A8). Pure: used by the sanitiser and by any
// component that puts a remote URL into href or src.

// Bidi controls that make a URL read differently from where it goes (Elk's filterHref list).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A clickable remote link: absolute http(s) only (parsed without a base, so relative and protocol-relative
 * hrefs fail), no credentials. Anything else is not a link.
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

/** Two remote URLs name the same resource (after the same normalisation as safeLinkUrl). */
export function sameUrl(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = safeLinkUrl(a);
  const y = safeLinkUrl(b);
  return x !== null && y !== null && x.href === y.href;
}

function privateIpv4(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}

function privateIpv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "::" || h === "::1") return true;
  if (/^f[cd][0-9a-f]{0,2}:/.test(h)) return true; // fc00::/7
  if (/^fe[89ab][0-9a-f]?:/.test(h)) return true; // fe80::/10
  // IPv4-mapped (::ffff:a.b.c.d, normalised by URL to hex words): judge the embedded address.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
  if (mapped) {
    const hi = parseInt(mapped[1], 16);
    const lo = parseInt(mapped[2], 16);
    return privateIpv4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return false;
}

/** Loopback, link-local, private and other non-public hosts (numeric forms are normalised by URL). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host.startsWith("[")) return privateIpv6(host);
  return privateIpv4(host);
}

/**
 * A media URL (attachment, emoji, preview) that may be loaded: from the home server (any scheme it uses), or
 * https on a public host unless `homeOnly`. Returns the normalised URL or null.
 */
export function safeMediaUrl(raw: string | null | undefined, trustedOrigins: readonly string[], homeOnly = false): string | null {
  if (typeof raw !== "string" || raw === "") return null;
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
