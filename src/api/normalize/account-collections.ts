// Answers that wrap accounts alone (subscribers): apart from ./collections, which brings the post reader. The aliases'
// reader is ./aliases.ts.
import type { Subscription } from "../types";
import { readAccount } from "./account";
import type { Reader } from "./collections";
import { date, isObject } from "./read";

function readSubscription(raw: unknown): Subscription | null {
  if (!isObject(raw) || typeof raw.id !== "number") return null;
  const sender = readAccount(raw.sender);
  return sender ? { id: raw.id, sender, expires_at: date(raw.expires_at, new Date(0).toISOString()) } : null;
}

export const subscriptionReader: Reader<Subscription> = { kind: "subscription", read: readSubscription };
