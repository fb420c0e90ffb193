// Answers that wrap posts (search, context) and the named readers list endpoints use. Those that wrap accounts alone
// are in ./account-collections, so that the screens that read them do not bring the post reader along.
import type { SearchResults, Status, Tag } from "../types";
import { readAccount } from "./account";
import { readList } from "./dropped";
import { isObject, text } from "./read";
import { readStatus } from "./status";

/** How to read one kind of entity; `kind` names it in the dropped-entity count. */
export interface Reader<T> {
  kind: string;
  read: (raw: unknown) => T | null;
}

function readHashtag(raw: unknown): Tag | null {
  if (typeof raw === "string" && raw) return { name: raw, url: "" }; // Mastodon's v1 search sent bare names.
  return isObject(raw) && typeof raw.name === "string" && raw.name ? { name: raw.name, url: text(raw.url) } : null;
}

export { loadExtraReaders } from "./extra-readers";

// One constant per kind (not one object of them), so a chunk takes only the readers it uses (the notification
// reader is in ./notification: only the notification screens and polling import that module).
export const statusReader: Reader<Status> = { kind: "status", read: readStatus };
export { accountReader } from "./account";

export function readSearchResults(raw: unknown): SearchResults {
  const body = isObject(raw) ? raw : {};
  return {
    accounts: readList(body.accounts, readAccount, "account"),
    statuses: readList(body.statuses, readStatus, "status"),
    hashtags: readList(body.hashtags, readHashtag, "tag"),
  };
}

/** GET /statuses/{id}/context: ancestors and descendants, each already in display order. */
export function readContext(raw: unknown): { ancestors: Status[]; descendants: Status[] } {
  const body = isObject(raw) ? raw : {};
  return { ancestors: readList(body.ancestors, readStatus, "status"), descendants: readList(body.descendants, readStatus, "status") };
}
