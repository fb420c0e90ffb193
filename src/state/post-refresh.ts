// Brings posts already on screen up to date (counts, edits, poll results): several at once with
// GET /api/v1/statuses?id[]=… where the server has it, otherwise one request per post. Loaded on demand.
import { atom } from "jotai";
import { ApiError, type Api } from "../api/client";
import { getStatus } from "../api/endpoints/statuses";
import { getStatuses } from "../api/endpoints/statuses-batch";
import type { Status } from "../api/types";
import { upsertPostsAtom } from "./posts";
import { apiAtom, tokenAtom } from "./session";
import { perSession } from "./store";

/** Ids per request: Mastodon's limit, well under Mitra's. */
export const BATCH_SIZE = 20;
/** The answers of a server without the operation (or a version refusing the parameter form). */
const ABSENT = new Set([400, 404, 405, 501]);

const batchMissingAtom = perSession(() => ({ missing: false }));

const oneByOne = async (api: Api, ids: readonly string[]): Promise<Status[]> => {
  const answers = await Promise.allSettled(ids.map((id) => getStatus(api, id)));
  return answers.flatMap((a) => (a.status === "fulfilled" ? [a.value] : []));
};

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Reads the posts again and puts the answers into the post cache. Posts that cannot be read stay as they were. */
export const refreshPostsAtom = atom(null, async (get, set, ids: readonly string[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const api = get(apiAtom);
  const flag = get(batchMissingAtom);
  const fresh: Status[] = [];
  // The server asks for a token on this operation; a visitor reads posts one by one.
  const batch = get(tokenAtom) !== null && !flag.missing;
  for (const part of chunks(unique, BATCH_SIZE)) {
    if (batch && !flag.missing) {
      try {
        fresh.push(...(await getStatuses(api, part)));
        continue;
      } catch (error) {
        if (!(error instanceof ApiError && ABSENT.has(error.status))) throw error;
        flag.missing = true;
      }
    }
    fresh.push(...(await oneByOne(api, part)));
  }
  set(upsertPostsAtom, fresh);
});
