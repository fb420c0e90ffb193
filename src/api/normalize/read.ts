// Small readers for JSON from any server: each returns a value of the wanted type or a default, never throws.
// Servers differ (Mitra, Mastodon and its forks, Pleroma/Akkoma, GoToSocial, Hollo), so nothing is trusted as sent.

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export const text = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : fallback);

export const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

export const flag = (value: unknown, fallback = false): boolean => (typeof value === "boolean" ? value : fallback);

/** A count: a finite number (some servers send numbers as strings), never negative. */
export function count(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * An id: ids are opaque strings in the Mastodon API (UUIDs, ULIDs, snowflakes, integers). A number is accepted and
 * turned into its string (some servers send integer ids); anything else is no id.
 */
export function id(value: unknown): string | null {
  if (typeof value === "string") return value === "" ? null : value;
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  return null;
}

export const idOrNull = (value: unknown): string | null => id(value);

/** The array's items that `read` makes sense of; a non-array is an empty list. */
export function listOf<T>(value: unknown, read: (item: unknown) => T | null | undefined): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    const read_ = read(item);
    if (read_ !== null && read_ !== undefined) out.push(read_);
  }
  return out;
}

export const strings = (value: unknown): string[] => listOf(value, (v) => (typeof v === "string" ? v : null));

/** An ISO date as sent, or `fallback` when it is missing or does not parse. */
export function date(value: unknown, fallback: string): string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : fallback;
}

export const dateOrNull = (value: unknown): string | null =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : null;
