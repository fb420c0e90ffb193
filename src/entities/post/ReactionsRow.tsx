import { useStoreValue } from "../../state/use-store-value";
import type { Status } from "../../api/types";
import { useLL } from "../../state/i18n";
import { contentBaseAtom } from "../content/content-cache";
import { safeMediaUrl } from "../../lib/url-policy";
import { preloadPostActions, usePostAction } from "./lazy-actions";
import "../../state/ns/post";

/** Each emoji reaction as a chip; mine are pressed, a click toggles (signed-in users only). Likes are counted at the like button. */
export function ReactionsRow({ post, canReact }: { post: Status; canReact: boolean }) {
  const LL = useLL();
  const toggle = usePostAction("toggleReactionAtom");
  const { mediaOrigins } = useStoreValue(contentBaseAtom);
  const reactions = post.pleroma.emoji_reactions;
  if (reactions.length === 0) return null;
  return (
    <ul className="post-reactions" onPointerOver={preloadPostActions} onFocus={preloadPostActions}>
      {reactions.map((r) => {
        const src = r.url ? safeMediaUrl(r.url, mediaOrigins) : null;
        const label = LL.post.reactionCount({ emoji: r.url ? `:${r.name}:` : r.name, count: r.count });
        return (
          <li key={r.name}>
            <button
              type="button"
              className="reaction"
              aria-pressed={r.me}
              disabled={!canReact}
              aria-label={label}
              title={label}
              onClick={(event) => {
                // Taking back the last of a reaction removes its chip: the focus goes to the post's react button
                // rather than to the page.
                if (r.me && r.count === 1) event.currentTarget.closest("article")?.querySelector<HTMLElement>(".post-react > button")?.focus();
                void toggle(post.id, r.url ? `:${r.name}:` : r.name);
              }}
            >
              {src ? <img className="custom-emoji" src={src} alt="" /> : <span aria-hidden="true">{r.url ? `:${r.name}:` : r.name}</span>}{" "}
              <span aria-hidden="true">{r.count}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
