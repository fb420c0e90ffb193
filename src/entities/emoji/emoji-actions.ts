import { getCustomEmojis } from "../../api/endpoints/emojis";
import type { Api } from "../../api/client";
import { safeImageUrl } from "../../lib/url-policy";
import { defineQuery, parseList, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";
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

/** The server's custom emojis for the picker, kept in the session's store (an empty list when they cannot load). */
export const customEmojisQuery = defineQuery({
  name: "custom-emojis",
  key: (_all: "all") => "all",
  load: (get) => loadCustomEmojis(get(apiAtom)),
  parse: (raw) => parseList<EmojiItem>(raw),
  staleAfter: STALE_AFTER.long,
});

/** The bundled Unicode list (its own chunk), which the picker's search looks through. */
export const standardEmojisQuery = defineQuery({
  name: "standard-emojis",
  key: (_all: "all") => "all",
  load: () => loadStandardEmojis(),
  parse: (raw) => parseList<EmojiItem>(raw),
  staleAfter: Infinity,
});
