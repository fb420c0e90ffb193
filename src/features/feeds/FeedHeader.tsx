import { useSetAtom } from "jotai";
import { useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { List } from "../../api/types";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { deleteFeedAtom } from "./actions";
import { RenameFeedForm } from "./RenameFeedForm";
import "../../state/ns/feeds";

/** The feed's title (linking to its timeline) with rename and delete. */
export function FeedHeader({ feed, onRenamed }: { feed: List; onRenamed: (feed: List) => void }) {
  const LL = useLL();
  const confirm = useSetAtom(confirmAtom);
  const remove = useSetAtom(deleteFeedAtom);
  const notice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);

  async function onDelete() {
    const ok = await confirm({ message: LL.feeds.confirmDelete({ title: feed.title }), confirmLabel: LL.feeds.deleteFeed() });
    if (!ok) return;
    setDeleting(true);
    try {
      await remove(feed.id);
      notice({ message: LL.feeds.deleted() });
      navigate(href.customFeeds(), { replace: true });
    } catch (e) {
      notice({ message: errorMessage(LL, e), kind: "error" });
      setDeleting(false);
    }
  }

  if (renaming) {
    return (
      <RenameFeedForm
        feed={feed}
        onDone={(renamed) => {
          if (renamed) onRenamed(renamed);
          setRenaming(false);
          requestAnimationFrame(() => renameButton.current?.focus());
        }}
      />
    );
  }
  return (
    <header className="feed-header">
      <h1>
        <Link href={href.customFeedTimeline(feed.id)} title={LL.feeds.viewFeed()}>
          {feed.title}
        </Link>
      </h1>
      <div className="feed-actions">
        <button type="button" ref={renameButton} className="button" onClick={() => setRenaming(true)}>
          {LL.feeds.rename()}
        </button>
        <button type="button" className="button danger" onClick={onDelete} disabled={deleting}>
          {LL.feeds.deleteFeed()}
        </button>
      </div>
    </header>
  );
}
