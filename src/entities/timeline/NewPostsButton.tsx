import { useLL } from "../../state/i18n";
import "../../state/ns/timeline";

/**
 * The "N new posts" button, held under the header while the reader scrolls. Its holder is always there and has no
 * height, so the button appearing never moves the list.
 */
export function NewPostsButton({ count, onShow }: { count: number; onShow: () => void }) {
  const LL = useLL();
  return (
    <div className="timeline-new">
      {count > 0 && (
        <button type="button" className="button primary timeline-new-button" onClick={onShow}>
          {LL.timeline.live.newPosts({ count })}
        </button>
      )}
    </div>
  );
}
