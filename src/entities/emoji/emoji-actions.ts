import { getCustomEmojis } from "../../api/endpoints/emojis";
import type { Api } from "../../api/client";
import { safeImageUrl } from "../../lib/url-policy";
import { byName, type EmojiItem } from "./emoji-search";

// Both lists are loaded once per page and shared by every picker and the composer's autocomplete.
let standard: Promise<EmojiItem[]> | null = null;
let custom: Promise<EmojiItem[]> | null = null;

/** The bundled Unicode list, in its own chunk. */
export function loadStandardEmojis(): Promise<EmojiItem[]> {
  standard ??= import("./emoji-data").then((m) =>
    m.STANDARD_EMOJIS.map((e) => ({ name: e.name, text: e.text, url: null, keywords: e.keywords })),
  );
  standard.catch(() => (standard = null)); // a failed chunk load may be retried
  return standard;
}

/** The server's custom emojis, picked as ":shortcode:". A failure gives an empty list (the picker still works). */
export function loadCustomEmojis(api: Api): Promise<EmojiItem[]> {
  custom ??= getCustomEmojis(api).then(
    (list) =>
      list
        .filter((e) => e.visible_in_picker !== false)
        .flatMap((e) => {
          const url = safeImageUrl(e.url);
          return url ? [{ name: e.shortcode, text: `:${e.shortcode}:`, url }] : [];
        })
        .sort(byName),
    () => {
      custom = null;
      return [];
    },
  );
  return custom;
}

/** Custom and Unicode emojis together, sorted by name: what the search and autocomplete look through. */
export async function loadAllEmojis(api: Api): Promise<EmojiItem[]> {
  const [c, s] = await Promise.all([loadCustomEmojis(api), loadStandardEmojis()]);
  return [...c, ...s].sort(byName);
}
