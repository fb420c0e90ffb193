import { useAtomValue } from "jotai";
import { Link } from "wouter";
import type { Status } from "../../api/types";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { isAuthenticatedAtom } from "../../state/session";
import "../../state/ns/interactions";

/** Under the focused post: who liked, reposted and reacted (the server shows these to signed-in users only). */
export function InteractionLinks({ post }: { post: Status }) {
  const LL = useLL();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const reactions = post.pleroma.emoji_reactions.reduce((sum, r) => sum + r.count, 0);
  if (!signedIn || post.favourites_count + post.reblogs_count + reactions === 0) return null;
  const words = LL.interactions;
  const links = [
    { kind: "likes", count: post.favourites_count, label: words.likes() },
    { kind: "reposts", count: post.reblogs_count, label: words.reposts() },
    { kind: "reactions", count: reactions, label: words.reactions() },
  ] as const;
  return (
    <nav className="interaction-links" aria-label={words.label()}>
      {links
        .filter((l) => l.count > 0)
        .map((l) => (
          <Link key={l.kind} href={href.interactions(post.id, l.kind)}>
            {l.label} <span className="interaction-count">{l.count}</span>
          </Link>
        ))}
    </nav>
  );
}
