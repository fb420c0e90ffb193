// The check every account query's answer passes, on its own: the follow requests badge of every signed-in page pages
// accounts with it, and state/accounts.ts brings the account endpoints (and with them the post reader) along.
import type { Account } from "../api/types";
import { isRecord } from "../lib/storage";
import { expectShape } from "./query";

/** Checks that an answer is an account the screens can show. */
export function parseAccount(raw: unknown): Account {
  expectShape(
    isRecord(raw) && typeof raw.id === "string" && typeof raw.acct === "string" && typeof raw.username === "string",
    "an account was expected",
  );
  return raw as unknown as Account;
}
