// Pure rules of a live timeline: which entries of a fresh first page are new, and which reposts fold into the
// entry above them. Mitra's timelines take only max_id (no since_id or min_id), so a poll reads the first page
// again and compares it with what is already listed.

export interface NewEntries {
  /** Ids newer than anything listed, newest first. */
  fresh: string[];
  /** True when none of the page was listed and the page was full: more may be missing between. */
  gap: boolean;
}

/** The entries at the top of a fresh first page that come before the first one already known. */
export function newerEntries(pageIds: readonly string[], known: ReadonlySet<string>, pageSize: number): NewEntries {
  const fresh: string[] = [];
  for (const id of pageIds) {
    if (known.has(id)) return { fresh, gap: false };
    fresh.push(id);
  }
  return { fresh, gap: known.size > 0 && pageIds.length >= pageSize };
}

/** What a folding decision needs of an entry: its id, the post it shows, and whether it is a repost. */
export interface FoldInput {
  id: string;
  /** The post shown: the reposted post's id for a repost, the entry's own id otherwise. */
  target: string;
  repost: boolean;
}

export interface FoldedEntry {
  id: string;
  /** Repost entries folded into this one (their reposters are named on it). */
  folded: string[];
}

/**
 * A repost of the post the entry just above shows (the post itself or another repost of it) is folded into that
 * entry instead of showing the same post twice in a row.
 */
export function foldReposts(entries: readonly FoldInput[]): FoldedEntry[] {
  const out: FoldedEntry[] = [];
  let previousTarget: string | null = null;
  for (const entry of entries) {
    const last = out[out.length - 1];
    if (entry.repost && last && previousTarget === entry.target) {
      last.folded.push(entry.id);
      continue;
    }
    out.push({ id: entry.id, folded: [] });
    previousTarget = entry.target;
  }
  return out;
}
