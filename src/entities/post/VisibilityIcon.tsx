import type { Visibility } from "../../api/types";
import { Icon, type IconName } from "../../ui/Icon";
import { useLL } from "../../state/i18n";
import "../../state/ns/post";

/** The icon of each visibility, here and in the editor's visibility choice. */
export const VISIBILITY_ICON: Record<Visibility, IconName> = { public: "globe", private: "people", subscribers: "star", conversation: "lock", direct: "mail" };

export function VisibilityIcon({ visibility }: { visibility: Visibility }) {
  const LL = useLL();
  // A server's visibility is a key only when it is one of ours ("constructor" must not reach Object's members).
  const known = Object.hasOwn(VISIBILITY_ICON, visibility);
  const name = known ? LL.post.visibility[visibility]() : String(visibility);
  const description = known ? LL.post.visibilityDescription[visibility]() : String(visibility);
  return (
    <span className="post-visibility" title={description} role="img" aria-label={`${name}: ${description}`}>
      <Icon name={known ? VISIBILITY_ICON[visibility] : "globe"} size={16} />
    </span>
  );
}
