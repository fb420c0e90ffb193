import type { Visibility } from "../../api/types";
import { useLL } from "../../state/i18n";
import "../../state/ns/post";

const GLYPH: Record<Visibility, string> = { public: "🌐", private: "👥", subscribers: "✨", conversation: "🔒", direct: "✉" };

export function VisibilityIcon({ visibility }: { visibility: Visibility }) {
  const LL = useLL();
  const name = LL.post.visibility[visibility]?.() ?? visibility;
  const description = LL.post.visibilityDescription[visibility]?.() ?? visibility;
  return (
    <span className="post-visibility" title={description} role="img" aria-label={`${name}: ${description}`}>
      <span aria-hidden="true">{GLYPH[visibility] ?? "•"}</span>
    </span>
  );
}
