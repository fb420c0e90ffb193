// Answers that wrap entities (search, context, aliases, subscribers) and the named readers list endpoints use.
import type { Account, Aliases, Notification, SearchResults, Status, Subscription, Tag } from "../types";
import { readAccount } from "./account";
import { readList } from "./dropped";
import { readNotification } from "./notification";
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

export const readers = {
  status: { kind: "status", read: readStatus } as Reader<Status>,
  account: { kind: "account", read: readAccount } as Reader<Account>,
  notification: { kind: "notification", read: readNotification } as Reader<Notification>,
  subscription: { kind: "subscription", read: readSubscription } as Reader<Subscription>,
};

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
