// The account cache itself: one atom per account id in the session's store, and the address → id map. It stays
// light (no endpoints, no queries) so the session and every card can use it; loading accounts is state/accounts.ts.
import { atom, type Getter, type Setter } from "jotai";
import { atomFamily } from "jotai-family";
import type { Account, CredentialAccount } from "../api/types";
import { currentUserAtom } from "./session";
import { createReaderCount, forgetOldest, touch } from "./readers";
import { perSession, sessionEndedAtom, sessionFamily } from "./store";
import { useStoreValue } from "./use-store-value";

/** Which accounts a card, profile or list on screen reads now, by id. */
const onScreen = createReaderCount();

/** The latest copy of each account seen in this session (the recent ones and those on screen: see adoptAccounts). */
export const accountFamily = sessionFamily(atomFamily((id: string) => onScreen.counted(id, atom<Account | undefined>(undefined))));
/** acct (lower case, without "@") → id, for profiles opened by address. */
export const idByAcctAtom = atom<ReadonlyMap<string, string>>(new Map());

export const acctKey = (acct: string) => acct.replace(/^@/, "").toLowerCase();

// The JSON of each cached copy, made once, to tell a copy with the same content from a changed one.
const contents = new WeakMap<Account, string>();
const contentOf = (account: Account): string => {
  let json = contents.get(account);
  if (json === undefined) contents.set(account, (json = JSON.stringify(account)));
  return json;
};

/** How many accounts stay cached beyond those on screen: a long session on a cheap phone keeps the recent ones only. */
export const KEPT_ACCOUNTS = 400;

/** The cached account ids, least recently adopted first. */
const recentAtom = perSession(() => new Set<string>());

/** How many accounts the cache holds (for tests and memory checks). */
export const cachedAccountCount = (get: Getter): number => get(recentAtom).size;

/**
 * Adopts the server's copies of accounts. A copy with the same content as the cached one leaves it in place: every
 * page of a timeline brings its authors again, and a new object would re-render each card of theirs on screen.
 * Then the least recently adopted accounts beyond KEPT_ACCOUNTS that nothing on screen reads leave the cache.
 */
export function adoptAccounts(get: Getter, set: Setter, accounts: readonly (Account | null | undefined)[]): void {
  // Readers get a new map, and only when an address changed. Every address names a cached account: it leaves with
  // its account, or when the account's address changes (a move, a rename), so the map is no larger than the cache.
  const byAcct = new Map(get(idByAcctAtom));
  let changed = false;
  const drop = (acct: unknown, id: string) => {
    if (typeof acct === "string" && byAcct.get(acctKey(acct)) === id) changed = byAcct.delete(acctKey(acct));
  };
  const recent = get(recentAtom);
  for (const account of accounts) {
    if (!account || typeof account.id !== "string") continue;
    touch(recent, account.id);
    const cached = get(accountFamily(account.id));
    if (cached !== account && (cached === undefined || contentOf(cached) !== contentOf(account))) set(accountFamily(account.id), account);
    if (typeof account.acct !== "string") continue;
    if (cached?.acct !== account.acct) drop(cached?.acct, account.id);
    if (byAcct.get(acctKey(account.acct)) === account.id) continue;
    byAcct.set(acctKey(account.acct), account.id);
    changed = true;
  }
  // An ended session's late answers must not evict: the family entries are shared with the next session.
  if (!get(sessionEndedAtom)) {
    forgetOldest(recent, KEPT_ACCOUNTS, onScreen.read, (id) => {
      drop(get(accountFamily(id))?.acct, id);
      // Whatever was computed from it (a profile's cached account) reads again rather than keep the old copy.
      set(accountFamily(id), undefined);
      accountFamily.remove(id);
    });
  }
  if (changed) set(idByAcctAtom, byAcct);
}

export const adoptAccountsAtom = atom(null, (get, set, accounts: readonly (Account | null | undefined)[]) =>
  adoptAccounts(get, set, accounts),
);

/** A changed own account (a saved profile, a proof, a move): the session's user and every card showing it. */
export const updateCurrentUserAtom = atom(null, (get, set, user: CredentialAccount) => {
  set(currentUserAtom, user);
  adoptAccounts(get, set, [user]);
});

const noAccountAtom = atom<Account | undefined>(undefined);

/**
 * The freshest copy of an account a card was given: the session's cached copy by id when there is one (so a
 * saved profile, a name changed elsewhere, shows on every card at once), otherwise the card's own.
 */
export function useLatestAccount<A extends Pick<Account, "id">>(account: A): A | Account {
  const id = account?.id;
  const cached = useStoreValue(typeof id === "string" ? accountFamily(id) : noAccountAtom);
  return cached ?? account;
}
