import type { Visibility } from "../../api/types";
import { Icon, type IconName } from "../../ui/Icon";
import { useLL } from "../../state/i18n";
import "../../state/ns/post";

const ICON: Record<Visibility, IconName> = { public: "globe", private: "people", subscribers: "star", conversation: "lock", direct: "mail" };

export function VisibilityIcon({ visibility }: { visibility: Visibility }) {
  const LL = useLL();
  const name = LL.post.visibility[visibility]?.() ?? visibility;
  const description = LL.post.visibilityDescription[visibility]?.() ?? visibility;
  return (
    <span className="post-visibility" title={description} role="img" aria-label={`${name}: ${description}`}>
      <Icon name={ICON[visibility] ?? "globe"} size={16} />
    </span>
  );
}
