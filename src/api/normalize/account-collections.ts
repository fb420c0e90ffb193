// Answers that wrap accounts alone (aliases, subscribers): apart from ./collections, which brings the post reader.
import type { Aliases, Subscription } from "../types";
import { readAccount } from "./account";
import type { Reader } from "./collections";
import { readList } from "./dropped";
import { date, id, isObject } from "./read";

function readSubscription(raw: unknown): Subscription | null {
  if (!isObject(raw) || typeof raw.id !== "number") return null;
  const sender = readAccount(raw.sender);
  return sender ? { id: raw.id, sender, expires_at: date(raw.expires_at, new Date(0).toISOString()) } : null;
}

export const subscriptionReader: Reader<Subscription> = { kind: "subscription", read: readSubscription };

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
