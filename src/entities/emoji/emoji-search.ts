// Pure emoji helpers shared by the picker and the composer's autocomplete.

/** One pickable emoji: a Unicode character (url null) or a custom emoji (text ":shortcode:", url its image). */
export interface EmojiItem {
  name: string;
  text: string;
  url: string | null;
  /** Extra search words (Unicode emojis only). */
  keywords?: string;
}

/** The picker's quick row, with English names so they have an accessible name before the data loads. */
export const QUICK_EMOJIS: EmojiItem[] = [
  { text: "❤️", name: "red heart", url: null },
  { text: "😆", name: "grinning squinting face", url: null },
  { text: "🤔", name: "thinking face", url: null },
  { text: "😢", name: "crying face", url: null },
  { text: "😡", name: "enraged face", url: null },
  { text: "🎉", name: "party popper", url: null },
  { text: "💯", name: "hundred points", url: null },
  { text: "👀", name: "eyes", url: null },
];

/** Shortcode characters, as the server accepts them. */
export const SHORTCODE_CHARS = /^[\p{L}\p{N}._+-]+$/u;

let rgiEmoji: RegExp | null | undefined;
/** True when the text is exactly one emoji (RGI sequence), so it can be used as typed. */
export function isSingleEmoji(text: string): boolean {
  if (rgiEmoji === undefined) {
    try {
      // The v flag (Unicode sets) knows emoji sequences; built at run time so older targets still compile.
      rgiEmoji = new RegExp("^\\p{RGI_Emoji}$", "v");
    } catch {
      rgiEmoji = null;
    }
  }
  if (rgiEmoji) return rgiEmoji.test(text);
  return /^\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*$/u.test(text);
}

export const byName = (a: EmojiItem, b: EmojiItem) => a.name.localeCompare(b.name);

/**
 * The picker's search: the trimmed query; a single emoji is offered as is; otherwise every emoji whose name
 * (or keyword) contains the query, or whose text is the query, sorted by name.
 */
export function searchEmojis(query: string, all: readonly EmojiItem[]): EmojiItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  if (isSingleEmoji(q)) {
    const known = all.find((e) => e.text === q);
    return [known ?? { text: q, name: q, url: null }];
  }
  return all
    .filter((e) => e.text === q || e.name.toLowerCase().includes(q) || (e.keywords?.toLowerCase().includes(q) ?? false))
    .sort(byName);
}

// Emoji people use most, most used first: among equally good matches these come before rarer ones.
const COMMON = ["😂", "❤️", "👍", "😭", "🙏", "😊", "🔥", "🥰", "😍", "🎉", "😆", "🤔", "😢", "😡", "💯", "👀", "😅",
  "😁", "🙂", "😉", "😘", "🤣", "✨", "👏", "🙌", "💪", "🤷", "😎", "😴", "🤗", "😇", "🐱", "🐶", "💀", "🥺", "😳", "👋",
  "✅", "⭐", "🌟", "☕", "🍕", "🌈", "☀️", "🌙", "🎂", "🎁", "💔", "💕", "😺"];
const commonRank = new Map(COMMON.map((text, i) => [text, i]));

/** How well an emoji matches: 0 its exact shortcode, 1 its name's start, 2 a word's start, 3 inside; -1 no match. */
function matchRank(e: EmojiItem, q: string): number {
  const name = e.name.toLowerCase();
  if (e.url !== null && name === q) return 0;
  if (name.startsWith(q)) return 1;
  const at = name.indexOf(q);
  if (at < 0) return -1;
  return /[\s_-]/.test(name[at - 1] ?? "") ? 2 : 3;
}

/**
 * The composer's autocomplete after ":": an exact shortcode first, then names starting with the text, then words
 * starting with it, then names containing it; common emoji before rare ones within each (`:thumb` → 👍 before 👎,
 * `:cat` → 🐱 first); up to `limit`.
 */
export function suggestEmojis(text: string, all: readonly EmojiItem[], limit = 10): EmojiItem[] {
  const q = text.toLowerCase();
  if (q.length < 2) return [];
  const found: { e: EmojiItem; rank: number; common: number; at: number }[] = [];
  all.forEach((e, at) => {
    const rank = matchRank(e, q);
    if (rank >= 0) found.push({ e, rank, common: commonRank.get(e.text) ?? COMMON.length, at });
  });
  found.sort((a, b) => a.rank - b.rank || a.common - b.common || a.at - b.at);
  return found.slice(0, limit).map((f) => f.e);
}
