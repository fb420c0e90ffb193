// Small helpers shared by the sanitiser (loaded lazily) and components that must not pull it in.
import type { CustomEmoji } from "../../api/types";
import { safeMediaUrl } from "../../lib/url-policy";

/** Marks links the sanitiser made into in-app routes; remote input can never carry data-* (A1). */
export const APP_LINK_ATTR = "data-app-link";

/** Most custom emoji images per field, in content and in plain text alike (A7). */
export const MAX_EMOJI_PER_FIELD = 200;

const SHORTCODE_OK = /^[a-zA-Z0-9_]{2,}$/;
/** `:shortcode:` in text, with Mastodon's shortcode rule (A7). */
export const SHORTCODE_IN_TEXT = /:([a-zA-Z0-9_]{2,}):/g;

/**
 * Custom emoji known to this object, with images from the home server only (Mitra stores remote emoji itself, so
 * an emoji URL elsewhere is a tracking pixel at best), by shortcode; a Map so that "__proto__" finds nothing (A7).
 */
export function emojiMap(emojis: readonly CustomEmoji[] | undefined, mediaOrigins: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const e of emojis ?? []) {
    if (typeof e?.shortcode !== "string" || !SHORTCODE_OK.test(e.shortcode)) continue;
    const src = safeMediaUrl(e.url, mediaOrigins, true);
    if (src) map.set(e.shortcode, src);
  }
  return map;
}

