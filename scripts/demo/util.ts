// Small pure helpers shared by the demo instance: a seeded PRNG, time-ordered ids, JSON canonicalisation.

/** mulberry32: tiny deterministic PRNG, good enough for seed data. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number): boolean => next() < p,
    hex: (length: number): string => {
      let out = "";
      for (let i = 0; i < length; i++) out += Math.floor(next() * 16).toString(16);
      return out;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/**
 * A demo invoice address with the shape of a Monero mainnet subaddress (8…, 95 base58 characters), which the
 * client checks before it shows a payment link: hex without 0, around a readable marker.
 */
export function demoInvoiceAddress(random: Random): string {
  const b58 = (n: number) => random.hex(n).replace(/0/g, "z");
  return `8${b58(40)}DemoinvoiceAddress${b58(36)}`;
}

/**
 * UUIDv7-shaped ids: the first 48 bits are the creation time in ms, so ids sort by time as strings,
 * which is what `max_id` paging relies on. A counter keeps ids made in the same millisecond ordered.
 */
export function createIdFactory(random: Random) {
  let lastMs = -1;
  let counter = 0;
  return (at: number): string => {
    const ms = Math.max(0, Math.floor(at));
    if (ms === lastMs) counter++;
    else {
      lastMs = ms;
      counter = 0;
    }
    const time = ms.toString(16).padStart(12, "0");
    const seq = (0x7000 | (counter & 0x0fff)).toString(16);
    const variant = (0x8000 | (Math.floor(random.next() * 0x3fff) & 0x3fff)).toString(16);
    return `${time.slice(0, 8)}-${time.slice(8, 12)}-${seq}-${variant}-${random.hex(12)}`;
  };
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** RFC 8785-style canonical JSON (sorted keys, no whitespace) for the values we sign. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
