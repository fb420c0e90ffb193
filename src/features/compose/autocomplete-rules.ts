// Finding the word being typed at the caret and replacing it with the chosen suggestion.

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const MENTION_LIMIT = 4;
export const EMOJI_LIMIT = 10;

export interface Token {
  kind: "mention" | "emoji" | "hashtag";
  /** The text after "@", ":" or "#". */
  query: string;
  /** Where the "@" or ":" is. */
  start: number;
  /** The caret. */
  end: number;
}

// Emoji first (as the reference client checks it first), then mentions; both only at the start of a word.
const EMOJI = /(?:^|\s):([\p{L}\p{N}._+-]{2,})$/u;
const MENTION = /(?:^|\s)@(\S{2,})$/u;
const HASHTAG = /(?:^|\s)#([\p{L}\p{N}_]{2,})$/u;

export function tokenAt(text: string, caret: number): Token | null {
  const before = text.slice(0, caret);
  const emoji = EMOJI.exec(before);
  if (emoji) return { kind: "emoji", query: emoji[1], start: caret - emoji[1].length - 1, end: caret };
  const mention = MENTION.exec(before);
  if (mention) return { kind: "mention", query: mention[1], start: caret - mention[1].length - 1, end: caret };
  const tag = HASHTAG.exec(before);
  if (tag) return { kind: "hashtag", query: tag[1], start: caret - tag[1].length - 1, end: caret };
  return null;
}

/** Replaces the token with the suggestion plus a space; the caret goes after it. */
export function applySuggestion(text: string, token: Token, replacement: string): { text: string; caret: number } {
  const inserted = `${replacement} `;
  const rest = text.slice(token.end).replace(/^ /, "");
  return { text: text.slice(0, token.start) + inserted + rest, caret: token.start + inserted.length };
}

/** The mention list is hidden when its only result is exactly what was typed. */
export function hideMentions(query: string, accts: readonly string[]): boolean {
  return accts.length === 1 && accts[0].toLowerCase() === query.toLowerCase();
}

/** Inserts a picked emoji at the caret, with a space before it (unless at the start or after whitespace) and after. */
export function insertAtCaret(text: string, caret: number, emoji: string): { text: string; caret: number } {
  const before = text.slice(0, caret);
  const pad = before === "" || /\s$/.test(before) ? "" : " ";
  const inserted = `${pad}${emoji} `;
  return { text: before + inserted + text.slice(caret), caret: caret + inserted.length };
}
