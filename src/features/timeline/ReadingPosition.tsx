import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { feedStateFamily } from "../../entities/timeline/timeline-state";
import { feedKey, type Feed } from "../../entities/timeline/feeds";
import { cssReady } from "../../lib/css";
import { translationsReady } from "../../state/i18n";
import { loadPositionAtom, savePositionAtom } from "./reading-position";
import type { ReadingOfferProps } from "./ReadingOffer";

/** How long scrolling must pause before the position is saved. */
const SAVE_AFTER_MS = 1000;
/** Below the sticky header, an entry counts as in view. */
const HEADER = 72;

// The offer, its words and styles load only when there is a position to offer; it shows whole once they are in. Lost
// on the way (offline), it is not offered: home stays as it is.
const ReadingOffer = lazy<ComponentType<ReadingOfferProps>>(() =>
  import("./ReadingOffer").then(
    async (m) => (await Promise.all([translationsReady(), cssReady()]), m),
    (e: unknown) => (console.error(e), { default: () => null }),
  ),
);

/** The entry at the top of the reader's view: the first one not hidden under the sticky header. */
function topEntry(): string | null {
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(".timeline-list > [data-entry-id]"))) {
    if (el.getBoundingClientRect().bottom > HEADER + 8) return el.dataset.entryId ?? null;
  }
  return null;
}

/**
 * Home's reading position: saved as the reader scrolls (and when they leave), and, when home opens at the top
 * with an older saved position (from another device or an earlier visit), an offer to continue there. It travels
 * with home (HomeView); the offer (ReadingOffer) loads once there is one to show.
 */
export default function ReadingPosition({ feed }: { feed: Feed }) {
  const loadPosition = useSetAtom(loadPositionAtom);
  const savePosition = useSetAtom(savePositionAtom);
  const state = useAtomValue(feedStateFamily(feedKey(feed)));
  const [saved, setSaved] = useState<string | null>(null);

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
  return (
    <Suspense fallback={null}>
      <ReadingOffer feed={feed} offer={offer} header={HEADER} onDone={() => setSaved(null)} />
    </Suspense>
  );
}
