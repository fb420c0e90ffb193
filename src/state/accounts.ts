// Accounts, normalised: one atom per account id in the session's store, fed by every answer that carries accounts
// (profile loads, posts, notifications, search, lists). A card and the profile it opens read the same atom, so a
// profile shows the cached account at once and a saved change shows everywhere.
import { atom, useAtomValue } from "jotai";
import { atomFamily } from "jotai-family";
import { getAccount, lookupAccount } from "../api/endpoints/accounts";
import type { Account } from "../api/types";
import { safeDecode } from "../lib/decode";
import { isNotFound as notFound } from "./errors";
import { parseAccount } from "./account-shape";
import { defineQuery, STALE_AFTER, useQuery, type QueryState } from "./query";
import { apiAtom } from "./session";
import { sessionFamily } from "./store";
import { accountFamily, acctKey, adoptAccounts, idByAcctAtom } from "./account-cache";

export { accountFamily, adoptAccounts, adoptAccountsAtom } from "./account-cache";

export { parseAccount };

/** A profile as a route names it: by id (/profile/{id}) or by address (/@{acct}). */
export type AccountRef = { id: string } | { acct: string };

/** Reads the route's `profileId`, or `acct` from the RegExp route's named group. */
export function accountRef(params: Record<string, string | undefined>): AccountRef {
  if (params.profileId !== undefined) return { id: safeDecode(params.profileId) };
  return { acct: safeDecode(params.acct ?? "").replace(/^@/, "") };
}


/** "profile not found", or a malformed id (the shared rule in errors.ts; a 400 counts only for a lookup by id). */
export const isNotFound = (error: unknown, ref: AccountRef): boolean => notFound(error, "id" in ref);

export const accountQuery = defineQuery<AccountRef, Account>({
  name: "account",
  key: (ref) => ("id" in ref ? `id:${ref.id}` : `acct:${acctKey(ref.acct)}`),
  load: (get, ref) => ("id" in ref ? getAccount(get(apiAtom), ref.id) : lookupAccount(get(apiAtom), ref.acct)),
  parse: parseAccount,
  staleAfter: STALE_AFTER.normal,
  adopt: (get, set, account) => adoptAccounts(get, set, [account]),
});

export type AccountView =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: unknown }
  | { status: "ready"; account: Account; refreshing: boolean; error: unknown };

/** The account a ref names, if this session has seen it. */
const cachedAccountFamily = sessionFamily(
  atomFamily((key: string) =>
    atom((get) => {
      const at = key.indexOf(":");
      const value = key.slice(at + 1);
      const id = key.slice(0, at) === "id" ? value : get(idByAcctAtom).get(value);
      return id === undefined ? undefined : get(accountFamily(id));
    }),
  ),
);

/** What a screen shows for an account state: the cached account at once, the query's outcome otherwise. */
export function accountView(state: QueryState<Account>, cached: Account | undefined, ref: AccountRef): AccountView {
  const account = cached ?? state.data;
  if (state.status === "error" && !account) {
    return isNotFound(state.error, ref) ? { status: "not-found" } : { status: "error", error: state.error };
  }
  if (!account) return { status: "loading" };
  return { status: "ready", account, refreshing: state.status === "loading", error: state.status === "error" ? state.error : null };
}

/**
 * The profile a route names, for any screen: shown at once when this session already has it (from a card, a post,
 * an earlier visit), loaded or refreshed when missing or stale.
 */
export function useAccount(ref: AccountRef): AccountView & { refresh: () => Promise<void> } {
  const result = useQuery(accountQuery, ref);
  const cached = useAtomValue(cachedAccountFamily(accountQuery.key(ref)));
  return { ...accountView(result, cached, ref), refresh: result.refresh };
}

/** The props of ui/LoadStatus for an account view (nothing shows once it is ready and fresh). */
export function accountLoadStatus(view: AccountView) {
  if (view.status === "ready") return { status: view.error ? ("error" as const) : ("ready" as const), hasData: true, error: view.error };
  if (view.status === "error") return { status: "error" as const, hasData: false, error: view.error };
  return { status: "loading" as const, hasData: false, error: null };
}
