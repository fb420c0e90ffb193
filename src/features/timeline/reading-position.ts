// Home's reading position: the entry at the top of the reader's view. Mitra keeps it as the home marker
// (GET/POST /api/v1/markers), so another device can offer to continue there; a server without home markers
// (a refused request) leaves it in this browser only. It is also kept locally, for a server that cannot be reached.
import { atom } from "jotai";
import { ApiError } from "../../api/client";
import { getHomeMarker, saveHomeMarker } from "../../api/endpoints/markers";
import { isRecord, load, save } from "../../lib/storage";
import { apiAtom, currentUserAtom } from "../../state/session";

const LOCAL = "homePosition";

interface LocalPosition {
  account: string;
  id: string;
}

const parseLocal = (raw: unknown): LocalPosition | undefined =>
  isRecord(raw) && typeof raw.account === "string" && typeof raw.id === "string" ? { account: raw.account, id: raw.id } : undefined;

/** The last position saved or read in this session, and whether the server keeps it. */
interface Position {
  id: string | null;
  onServer: boolean;
}

const positionAtom = atom<Position | undefined>(undefined);

/** A refusal (not a lost connection) means this server keeps no home marker. */
const refused = (e: unknown) => e instanceof ApiError && e.status >= 400 && e.status !== 401 && e.status < 500;

/** The saved position (the server's, else this browser's), read once per session; null when there is none. */
export const loadPositionAtom = atom(null, async (get, set): Promise<string | null> => {
  const known = get(positionAtom);
  if (known) return known.id;
  const account = get(currentUserAtom)?.id;
  const local = load(LOCAL, parseLocal, undefined);
  const localId = local && local.account === account ? local.id : null;
  let position: Position;
  try {
    const marker = await getHomeMarker(get(apiAtom));
    position = { id: marker ?? localId, onServer: true };
  } catch (e) {
    position = { id: localId, onServer: !refused(e) };
  }
  if (!get(positionAtom)) set(positionAtom, position);
  return get(positionAtom)!.id;
});

/** Saves where the reader is; quietly, as it is not something the reader asked for (a failure keeps the local copy). */
export const savePositionAtom = atom(null, async (get, set, id: string) => {
  const before = get(positionAtom);
  if (before?.id === id) return;
  const account = get(currentUserAtom)?.id;
  if (account) save(LOCAL, { account, id } satisfies LocalPosition);
  const onServer = before?.onServer ?? true;
  set(positionAtom, { id, onServer });
  if (!onServer) return;
  try {
    await saveHomeMarker(get(apiAtom), id);
  } catch (e) {
    if (refused(e)) set(positionAtom, { id: get(positionAtom)?.id ?? id, onServer: false });
  }
});
