// Entities that cannot be made sense of are left out of their list and counted here, so that one malformed item
// never reaches a component and tests (or a curious developer) can see how many were dropped.

const counts = new Map<string, number>();

/** Records one dropped entity of the given kind ("status", "account", "notification", …). */
export function noteDropped(kind: string, raw: unknown): void {
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
  console.warn(`Dropped a ${kind} the client could not read`, raw);
}

/** How many entities of a kind (or of every kind) were dropped since the start or the last reset. */
export function droppedCount(kind?: string): number {
  if (kind !== undefined) return counts.get(kind) ?? 0;
  let total = 0;
  for (const n of counts.values()) total += n;
  return total;
}

export function resetDropped(): void {
  counts.clear();
}

/** The items `read` makes sense of; the others are counted as dropped. A non-array is an empty list. */
export function readList<T>(value: unknown, read: (raw: unknown) => T | null, kind: string): T[] {
  if (!Array.isArray(value)) {
    if (value !== undefined && value !== null) noteDropped(`${kind} list`, value);
    return [];
  }
  const out: T[] = [];
  for (const raw of value) {
    const item = read(raw);
    if (item === null) noteDropped(kind, raw);
    else out.push(item);
  }
  return out;
}
