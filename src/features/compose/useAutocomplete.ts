import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Account } from "../../api/types";
import { loadAllEmojis } from "../../entities/emoji/emoji-actions";
import { suggestEmojis, type EmojiItem } from "../../entities/emoji/emoji-search";
import { apiAtom } from "../../state/session";
import { findMentions, findTags } from "./actions";
import { recentTags, suggestTags, TAG_LIMIT } from "./hashtag-suggestions";
import { AUTOCOMPLETE_DEBOUNCE_MS, EMOJI_LIMIT, hideMentions, tokenAt, type Token } from "./autocomplete-rules";

export type Suggestion =
  | { kind: "mention"; account: Account; replacement: string }
  | { kind: "emoji"; emoji: EmojiItem; replacement: string }
  | { kind: "hashtag"; name: string; replacement: string };

export interface SuggestionState {
  token: Token;
  items: Suggestion[];
  active: number;
}

async function suggestionsFor(api: Parameters<typeof findMentions>[0], token: Token): Promise<Suggestion[]> {
  if (token.kind === "emoji") {
    const all = await loadAllEmojis(api);
    return suggestEmojis(token.query, all, EMOJI_LIMIT).map((emoji) => ({ kind: "emoji", emoji, replacement: emoji.text }));
  }
  if (token.kind === "hashtag") {
    const found = await findTags(api, token.query, TAG_LIMIT).catch(() => []);
    return suggestTags(token.query, recentTags(), found).map((name) => ({ kind: "hashtag", name, replacement: `#${name}` }));
  }
  const accounts = await findMentions(api, token.query);
  if (hideMentions(token.query, accounts.map((a) => a.acct))) return [];
  return accounts.map((account) => ({ kind: "mention", account, replacement: `@${account.acct}` }));
}

/** Mention and emoji suggestions for the word at the caret, looked up 500 ms after typing stops. */
export function useAutocomplete() {
  const api = useAtomValue(apiAtom);
  const [state, setState] = useState<SuggestionState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef(0);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    request.current++;
    setState(null);
  }, []);

  const check = useCallback(
    (text: string, caret: number) => {
      clearTimeout(timer.current);
      const token = tokenAt(text, caret);
      const id = ++request.current;
      if (!token) {
        setState(null);
        return;
      }
      // While the same word grows, the previous list stays until the new one arrives.
      setState((s) => (s && s.token.start === token.start && s.token.kind === token.kind ? { ...s, token } : null));
      timer.current = setTimeout(() => {
        suggestionsFor(api, token).then(
          (items) => id === request.current && setState(items.length ? { token, items, active: 0 } : null),
          () => id === request.current && setState(null),
        );
      }, AUTOCOMPLETE_DEBOUNCE_MS);
    },
    [api],
  );

  const move = useCallback((delta: number) => {
    setState((s) => (s ? { ...s, active: (s.active + delta + s.items.length) % s.items.length } : s));
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, check, close, move };
}
