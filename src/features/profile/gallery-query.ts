// The gallery's media posts, a paged query (state/query.ts) of the gallery page alone.
import { getAccountStatuses } from "../../api/endpoints/accounts";
import { getPage } from "../../api/paging";
import { statusReader } from "../../api/normalize/collections";
import type { Status } from "../../api/types";
import { isRecord } from "../../lib/storage";
import { definePagedQuery, expectShape, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";

function parseStatus(raw: unknown): Status {
  expectShape(isRecord(raw) && typeof raw.id === "string" && Array.isArray(raw.media_attachments), "a post was expected");
  return raw as unknown as Status;
}

export const mediaPostsQuery = definePagedQuery({
  name: "profile-media",
  key: (accountId: string) => accountId,
  loadPage: (get, accountId, cursor: string | null) =>
    cursor ? getPage(get(apiAtom), cursor, statusReader) : getAccountStatuses(get(apiAtom), accountId, { onlyMedia: true }),
  parseItem: parseStatus,
  itemKey: (post) => post.id,
  staleAfter: STALE_AFTER.normal,
});
