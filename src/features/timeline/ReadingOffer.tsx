import { useSetAtom, useStore } from "jotai";
import { feedStateFamily, loadMoreAtom } from "../../entities/timeline/timeline-state";
import { feedKey, type Feed } from "../../entities/timeline/feeds";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { holdAnchor } from "../../entities/timeline/scroll-anchor";
import "./reading-offer.css";
import "../../state/ns/reading";

/** Pages loaded at most to reach the saved position. */
const MAX_PAGES = 10;

const entryEl = (id: string) => document.querySelector<HTMLElement>(`.timeline-list [data-entry-id="${CSS.escape(id)}"]`);

export interface ReadingOfferProps {
  feed: Feed;
  /** The saved position: an entry id. */
  offer: string;
  /** The height of the sticky header: the entry is scrolled to just below it. */
  header: number;
  /** The reader has chosen. */
  onDone: () => void;
}

/**
 * The offer to continue at the saved position or to start from the newest: loaded by ReadingPosition only when
 * there is such a position to offer.
 */
export default function ReadingOffer({ feed, offer, header, onDone }: ReadingOfferProps) {
  const LL = useLL();
  const store = useStore();
  const loadMore = useSetAtom(loadMoreAtom);
  const notify = useSetAtom(showNoticeAtom);
  // Pages down to the saved entry; a page that cannot be loaded says so, and the offer stays for another try.
  const catchUp = useMutation(
    async (target: string) => {
      const key = feedKey(feed);
      for (let pages = 0; !entryEl(target) && pages < MAX_PAGES && store.get(feedStateFamily(key)).hasMore; pages++) {
        await loadMore(feed);
        // The next page keeps its failure in the feed's state rather than throwing it.
        const after = store.get(feedStateFamily(key));
        if (after.moreFailed) throw after.error;
        // The loaded entries render on the next frame.
        await new Promise((done) => requestAnimationFrame(done));
      }
    },
    { notifyError: true },
  );
  const busy = catchUp.pending;
  const continueReading = async () => {
    if (!(await catchUp.run(offer)).ok) return;
    onDone();
    const el = entryEl(offer);
    if (!el) return void notify({ message: LL.reading.notFound(), kind: "error" });
    if (!el.hasAttribute("tabindex")) el.tabIndex = -1;
    el.focus({ preventScroll: true });
    // Just below the header, and held there while the cards around it are drawn at their own sizes (until the reader
    // scrolls): those above would otherwise move it.
    holdAnchor(el.closest<HTMLElement>(".timeline-list"), { id: offer, offset: header });
  };
  // The offer goes with the button that had focus: reading starts at the newest post, which takes it.
  const fromNewest = () => {
    onDone();
    document.querySelector<HTMLElement>(".timeline-list > .timeline-entry")?.focus({ preventScroll: true });
  };
  return (
    <div className="reading-position card">
      <button type="button" className="button primary" aria-disabled={busy} aria-busy={busy} onClick={() => void continueReading()}>
        {busy ? LL.common.loading() : LL.reading.continue()}
      </button>
      <button type="button" className="button" onClick={fromNewest}>
        {LL.reading.fromNewest()}
      </button>
    </div>
  );
}
