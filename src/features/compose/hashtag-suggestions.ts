// Hashtag suggestions after "#": tags this browser published recently first, then tags the server finds.
import { load, save } from "../../lib/storage";

const KEY = "recentTags";
export const RECENT_TAGS_KEPT = 30;
export const TAG_LIMIT = 5;

const parseTags = (raw: unknown): string[] | undefined =>
  Array.isArray(raw) ? raw.filter((t): t is string => typeof t === "string" && t !== "").slice(0, RECENT_TAGS_KEPT) : undefined;

export const recentTags = (): string[] => load(KEY, parseTags, []);

/** Remembers the tags of a published post, newest first, each once (case-insensitively). */
export function rememberTags(names: readonly string[]): void {
  if (names.length === 0) return;
  save(KEY, mergeTags(names, recentTags(), RECENT_TAGS_KEPT));
}

/** `first` then `then`, each name once (case-insensitively), at most `limit`. */
export function mergeTags(first: readonly string[], then: readonly string[], limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...first, ...then]) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
    if (out.length >= limit) break;
  }
  return out;
}

/** The suggestions for a typed tag: recent ones starting with it, then the found ones. */
export function suggestTags(query: string, recent: readonly string[], found: readonly string[], limit = TAG_LIMIT): string[] {
  const q = query.toLowerCase();
  return mergeTags(recent.filter((t) => t.toLowerCase().startsWith(q)), found, limit);
}
