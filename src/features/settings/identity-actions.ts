// Aliases and migration (the identity proofs are proof-actions.ts: the aliases and move pages need none of them).
import { atom } from "jotai";
import { ApiError } from "../../api/client";
import { searchAccounts } from "../../api/endpoints/account-lists";
import { addAlias, getAliases, removeAlias } from "../../api/endpoints/aliases";
import { moveFollowers } from "../../api/endpoints/settings";
import type { Account, Aliases } from "../../api/types";
import { defineQuery, expectShape, parseObject, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";
import { updateCurrentUserAtom } from "../../state/account-cache";
import { readAliasSearch, readMoveTarget, type AliasLookup } from "./lookup-rules";

/** The own account's aliases, declared and verified (keyed by the account's id). */
export const aliasesQuery = defineQuery({
  name: "own-aliases",
  key: (accountId: string) => accountId,
  load: (get, accountId) => getAliases(get(apiAtom), accountId),
  parse: (raw) => {
    const aliases = parseObject<Aliases>(raw);
    expectShape(Array.isArray(aliases.declared_all) && Array.isArray(aliases.verified), "aliases were expected");
    return aliases;
  },
  staleAfter: STALE_AFTER.long,
});

export type AddAliasResult = Exclude<AliasLookup, { kind: "match" }> | { kind: "added"; aliases: Aliases } | { kind: "alreadyAdded" };

// The seeds call it "user already added"; Mitra's alias endpoint says "alias already exists".
const isAlreadyAdded = (e: unknown) => e instanceof ApiError && (e.message === "alias already exists" || e.message === "user already added");

/** Looks the address up (limit 5, resolve); adds it only when exactly that account is found. */
export const addAliasAtom = atom(null, async (get, _set, address: string): Promise<AddAliasResult> => {
  const api = get(apiAtom);
  const lookup = readAliasSearch(address, await searchAccounts(api, address, { limit: 5, resolve: true }));
  if (lookup.kind !== "match") return lookup;
  try {
    return { kind: "added", aliases: await addAlias(api, lookup.account.acct) };
  } catch (e) {
    if (isAlreadyAdded(e)) return { kind: "alreadyAdded" };
    throw e;
  }
});

export const removeAliasAtom = atom(null, (get, _set, actorId: string): Promise<Aliases> => removeAlias(get(apiAtom), actorId));

/** null when the address is not exactly one known account; otherwise the target, after the move. */
export const moveFollowersAtom = atom(null, async (get, set, address: string): Promise<Account | null> => {
  const api = get(apiAtom);
  const target = readMoveTarget(address, await searchAccounts(api, address, { limit: 1, resolve: true }));
  if (!target) return null;
  set(updateCurrentUserAtom, await moveFollowers(api, target.acct));
  return target;
});
