import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, useState } from "react";
import { feedStateFamily, loadMoreAtom } from "../../entities/timeline/timeline-state";
import { feedKey, type Feed } from "../../entities/timeline/feeds";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { loadPositionAtom, savePositionAtom } from "./reading-position";
import "../../state/ns/reading";

/** How long scrolling must pause before the position is saved. */
const SAVE_AFTER_MS = 1000;
/** Pages loaded at most to reach the saved position. */
const MAX_PAGES = 10;
/** Below the sticky header, an entry counts as in view. */
const HEADER = 72;

/** The entry at the top of the reader's view: the first one not hidden under the sticky header. */
function topEntry(): string | null {
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(".timeline-list > [data-entry-id]"))) {
    if (el.getBoundingClientRect().bottom > HEADER + 8) return el.dataset.entryId ?? null;
  }
  return null;
}

const entryEl = (id: string) => document.querySelector<HTMLElement>(`.timeline-list [data-entry-id="${CSS.escape(id)}"]`);

/**
 * Home's reading position: saved as the reader scrolls (and when they leave), and, when home opens at the top
 * with an older saved position (from another device or an earlier visit), an offer to continue there. Loaded
 * after home's first screen (it is not needed to show it).
 */
export default function ReadingPosition({ feed }: { feed: Feed }) {
  const LL = useLL();
  const store = useStore();
  const loadPosition = useSetAtom(loadPositionAtom);
  const savePosition = useSetAtom(savePositionAtom);
  const loadMore = useSetAtom(loadMoreAtom);
  const notify = useSetAtom(showNoticeAtom);
  const state = useAtomValue(feedStateFamily(feedKey(feed)));
  const [saved, setSaved] = useState<string | null>(null);
  // Pages down to the saved entry; a page that cannot be loaded says so.
  const catchUp = useMutation(
    async (target: string) => {
      const key = feedKey(feed);
      for (let pages = 0; !entryEl(target) && pages < MAX_PAGES && store.get(feedStateFamily(key)).hasMore; pages++) {
        await loadMore(feed);
        // The loaded entries render on the next frame.
        await new Promise((done) => requestAnimationFrame(done));
      }
    },
    { notifyError: true },
  );
  const busy = catchUp.pending;

  useEffect(() => {
    let live = true;
    void loadPosition().then((id) => {
      if (live && window.scrollY < HEADER) setSaved(id);
    });
    return () => void (live = false);
  }, [loadPosition]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let moved = false;
    const saveNow = () => {
      clearTimeout(timer);
      if (!moved) return;
      moved = false;
      const id = topEntry();
      if (!id) return;
      void savePosition(id);
      setSaved(null); // the reader chose where to read

    };
    const onScroll = () => {
      moved = true;
      clearTimeout(timer);
      timer = setTimeout(saveNow, SAVE_AFTER_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", saveNow);
    return () => {
      saveNow();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", saveNow);
    };
  }, [savePosition]);

  const offer = state.status === "ready" && saved !== state.ids[0] ? saved : null;
  if (!offer) return null;
  const continueReading = async () => {
    if (!(await catchUp.run(offer)).ok) return;
    setSaved(null);
    const el = entryEl(offer);
    if (!el) return void notify({ message: LL.reading.notFound(), kind: "error" });
    if (!el.hasAttribute("tabindex")) el.tabIndex = -1;
    el.focus({ preventScroll: true });
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - HEADER, behavior: "instant" });
  };
  return (
    <div className="reading-position card">
      <button type="button" className="button primary" disabled={busy} onClick={() => void continueReading()}>
        {busy ? LL.common.loading() : LL.reading.continue()}
      </button>
      <button type="button" className="button" onClick={() => setSaved(null)}>
        {LL.reading.fromNewest()}
      </button>
    </div>
  );
}
