// The instance's custom emoji for the profile preview (its own module: only the profile edit page loads it).
import { getCustomEmojis } from "../../api/endpoints/emojis";
import type { CustomEmoji } from "../../api/types";
import { defineQuery, parseList, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";

/**
 * Every custom emoji of the instance, those hidden from the picker too (a name may use them): the profile preview
 * asks for them only when a `:shortcode:` is typed that the account's own emoji do not cover.
 */
export const instanceEmojisQuery = defineQuery({
  name: "instance-emojis",
  key: (_all: "all") => "all",
  load: (get) => getCustomEmojis(get(apiAtom)),
  parse: (raw) => parseList<CustomEmoji>(raw),
  staleAfter: STALE_AFTER.long,
});
