import { useAtomValue, useSetAtom } from "jotai";
import { Icon } from "../../ui/Icon";
import type { Status } from "../../api/types";
import { useLL } from "../../state/i18n";
import { contentBaseAtom } from "../content/content-cache";
import { safeMediaUrl } from "../../lib/url-policy";
import { toggleReactionAtom } from "./actions";
import "../../state/ns/post";

/** 👍 with the like count, then each emoji reaction; mine are pressed, a click toggles (signed-in users only). */
export function ReactionsRow({ post, canReact }: { post: Status; canReact: boolean }) {
  const LL = useLL();
  const toggle = useSetAtom(toggleReactionAtom);
  const { mediaOrigins } = useAtomValue(contentBaseAtom);
  const reactions = post.pleroma.emoji_reactions;
  if (post.favourites_count <= 0 && reactions.length === 0) return null;
  return (
    <ul className="post-reactions">
      {post.favourites_count > 0 && (
        <li>
          <span className="reaction static" title={LL.post.likes({ count: post.favourites_count })}>
            <Icon name="like" size={16} filled /> {post.favourites_count}
            <span className="visually-hidden">{LL.post.likes({ count: post.favourites_count })}</span>
          </span>
        </li>
      )}
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
              onClick={() => toggle(post.id, r.url ? `:${r.name}:` : r.name)}
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
