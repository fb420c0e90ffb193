import { useStoreValue } from "../../state/use-store-value";
import { useMemo } from "react";
import type { CustomEmoji } from "../../api/types";
import { contentBaseAtom } from "./content-cache";
import { emojiMap, MAX_EMOJI_PER_FIELD, SHORTCODE_IN_TEXT } from "./emoji-map";


/**
 * Plain text (poll option, display name) with its custom emoji as images; the text is never parsed as HTML. At
 * most MAX_EMOJI_PER_FIELD images, as in content: past them the shortcodes stay text.
 */
export function EmojiText({ text: raw, emojis }: { text: string; emojis?: readonly CustomEmoji[] }) {
  // Another server may leave a text out (a poll option without a title): show nothing rather than crash.
  const text = typeof raw === "string" ? raw : "";
  const { mediaOrigins } = useStoreValue(contentBaseAtom);
  const parts = useMemo(() => {
    const map = emojiMap(emojis, mediaOrigins);
    if (map.size === 0) return [text];
    const out: (string | { code: string; src: string })[] = [];
    let last = 0;
    let images = 0;
    for (const m of text.matchAll(SHORTCODE_IN_TEXT)) {
      const src = map.get(m[1]);
      if (!src) continue;
      if (++images > MAX_EMOJI_PER_FIELD) break;
      out.push(text.slice(last, m.index), { code: m[0], src });
      last = m.index! + m[0].length;
    }
    out.push(text.slice(last));
    return out;
  }, [text, emojis, mediaOrigins]);
  return (
    <bdi>
      {parts.map((p, i) =>
        typeof p === "string" ? p : <img key={i} className="custom-emoji" src={p.src} alt={p.code} title={p.code} draggable={false} />,
      )}
    </bdi>
  );
}
