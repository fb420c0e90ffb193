// Answers that wrap entities (search, context, aliases, subscribers) and the named readers list endpoints use.
import type { Account, Aliases, SearchResults, Status, Subscription, Tag } from "../types";
import { readAccount } from "./account";
import { readList } from "./dropped";
import { date, id, isObject, text } from "./read";
import { readStatus } from "./status";

/** How to read one kind of entity; `kind` names it in the dropped-entity count. */
export interface Reader<T> {
  kind: string;
  read: (raw: unknown) => T | null;
}

function readSubscription(raw: unknown): Subscription | null {
  if (!isObject(raw) || typeof raw.id !== "number") return null;
  const sender = readAccount(raw.sender);
  return sender ? { id: raw.id, sender, expires_at: date(raw.expires_at, new Date(0).toISOString()) } : null;
}

function readHashtag(raw: unknown): Tag | null {
  if (typeof raw === "string" && raw) return { name: raw, url: "" }; // Mastodon's v1 search sent bare names.
  return isObject(raw) && typeof raw.name === "string" && raw.name ? { name: raw.name, url: text(raw.url) } : null;
}

/** The readers of answers only screens loaded on demand ask for (extras.ts), loaded with the first such call. */
export const loadExtraReaders = () => import("./extras");

// One constant per kind (not one object of them), so a chunk takes only the readers it uses (the notification
// reader is in ./notification: only the notification screens and polling import that module).
export const statusReader: Reader<Status> = { kind: "status", read: readStatus };
export const accountReader: Reader<Account> = { kind: "account", read: readAccount };
export const subscriptionReader: Reader<Subscription> = { kind: "subscription", read: readSubscription };

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

export function readAliases(raw: unknown): Aliases {
  const body = isObject(raw) ? raw : {};
  return {
    declared: readList(body.declared, readAccount, "account"),
    declared_all: readList(
      body.declared_all,
      (d) => {
        const actor = isObject(d) ? id(d.id) : null;
        return actor !== null && isObject(d) ? { id: actor, account: readAccount(d.account) } : null;
      },
      "alias",
    ),
    verified: readList(body.verified, readAccount, "account"),
  };
}
