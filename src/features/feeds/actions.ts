// Custom feed intents. The server calls custom feeds "lists".
import { atom } from "jotai";
import { searchAccounts } from "../../api/endpoints/account-lists";
import {
  addListAccounts,
  createList,
  deleteList,
  getList,
  getListAccounts,
  getLists,
  removeListAccounts,
  renameList,
} from "../../api/endpoints/lists";
import type { Account, List } from "../../api/types";
import { adoptAccounts } from "../../state/account-cache";
import { parseAccount } from "../../state/account-shape";
import { definePagedQuery, defineQuery, parseObject, queryStateAtom, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";

export const MEMBER_PAGE_SIZE = 20;
/** The account search of the add-user form: five suggestions, no remote lookup. */
export const ADD_USER_SEARCH_LIMIT = 5;

/** The user's custom feeds; null until loaded. */
export const feedsAtom = atom<List[] | null>(null);

const replaceFeed = (feeds: List[] | null, feed: List) => feeds?.map((f) => (f.id === feed.id ? feed : f)) ?? null;

/** Counts the feeds created, renamed or deleted here: a list read while one of those was on its way may lack it. */
const feedChangesAtom = atom(0);
const LOAD_TRIES = 3;

/** Reads the list; asked again when a feed changed here while it was on its way (else a feed just made vanished). */
export const loadFeedsAtom = atom(null, async (get, set) => {
  for (let tries = 1; ; tries++) {
    const changes = get(feedChangesAtom);
    const lists = await getLists(get(apiAtom));
    if (get(feedChangesAtom) === changes || tries === LOAD_TRIES) return set(feedsAtom, lists);
  }
});

/** Creates a feed from a name that is not empty after trimming; the new feed goes first in the list. */
export const createFeedAtom = atom(null, async (get, set, name: string): Promise<List | null> => {
  const title = name.trim();
  if (!title) return null;
  const feed = await createList(get(apiAtom), title);
  set(feedChangesAtom, (n) => n + 1);
  set(feedsAtom, [feed, ...(get(feedsAtom) ?? []).filter((f) => f.id !== feed.id)]);
  return feed;
});

export const renameFeedAtom = atom(null, async (get, set, { feedId, name }: { feedId: string; name: string }) => {
  const title = name.trim();
  if (!title) return null;
  const feed = await renameList(get(apiAtom), feedId, title);
  set(feedChangesAtom, (n) => n + 1);
  set(feedsAtom, replaceFeed(get(feedsAtom), feed));
  return feed;
});

export const deleteFeedAtom = atom(null, async (get, set, feedId: string) => {
  await deleteList(get(apiAtom), feedId);
  set(feedChangesAtom, (n) => n + 1);
  const feeds = get(feedsAtom);
  if (feeds) set(feedsAtom, feeds.filter((f) => f.id !== feedId));
});

/** A page of members: the first, or the one after `maxId` (the last member shown). */
/** "Show more users" while the number fetched from the server is a positive multiple of the page size. */
export function canShowMoreMembers(fetched: number, pageSize = MEMBER_PAGE_SIZE): boolean {
  return fetched > 0 && fetched % pageSize === 0;
}

/** One feed's settings; its copy in the list of feeds is kept the same. */
export const feedQuery = defineQuery({
  name: "feed",
  key: (feedId: string) => feedId,
  load: (get, feedId) => getList(get(apiAtom), feedId),
  parse: (raw) => parseObject<List>(raw),
  staleAfter: STALE_AFTER.normal,
  adopt: (get, set, feed) => set(feedsAtom, replaceFeed(get(feedsAtom), feed)),
});

/**
 * A feed's members, paged by the id of the last member the server sent (members added here since do not move the
 * cursor); a full page means there may be more.
 */
export const feedMembersQuery = definePagedQuery({
  name: "feed-members",
  key: (feedId: string) => feedId,
  loadPage: async (get, feedId, maxId: string | null) => {
    const items = await getListAccounts(get(apiAtom), feedId, maxId ?? undefined, MEMBER_PAGE_SIZE);
    return { items, next: canShowMoreMembers(items.length) ? items[items.length - 1].id : null };
  },
  parseItem: parseAccount,
  itemKey: (account) => account.id,
  adopt: (get, set, page) => adoptAccounts(get, set, page.items),
  staleAfter: STALE_AFTER.normal,
});

export const findUsersAtom = atom(null, (get, _set, address: string): Promise<Account[]> =>
  searchAccounts(get(apiAtom), address, { limit: ADD_USER_SEARCH_LIMIT }),
);

/** Adds a user to a feed; once the server agrees the user heads the member list. */
export const addMemberAtom = atom(null, async (get, set, { feedId, account }: { feedId: string; account: Account }) => {
  await addListAccounts(get(apiAtom), feedId, [account.id]);
  set(feedMembersQuery.updateAtom, feedId, (data) =>
    data && { ...data, items: [account, ...data.items.filter((a) => a.id !== account.id)] },
  );
});

/** Puts an account back at its place in a member list (a removal the server refused). */
export function reinsert(list: readonly Account[], account: Account, index: number): Account[] {
  if (list.some((a) => a.id === account.id)) return [...list];
  const at = index < 0 ? list.length : Math.min(index, list.length);
  return [...list.slice(0, at), account, ...list.slice(at)];
}

/** Removes a member at once; if the server refuses, the member goes back where it was and the error is rethrown. */
export const removeMemberAtom = atom(null, async (get, set, { feedId, account }: { feedId: string; account: Account }) => {
  const index = get(queryStateAtom(feedMembersQuery, feedId)).data?.items.findIndex((a) => a.id === account.id) ?? -1;
  const update = (change: (items: Account[]) => Account[]) =>
    set(feedMembersQuery.updateAtom, feedId, (data) => data && { ...data, items: change(data.items) });
  update((items) => items.filter((a) => a.id !== account.id));
  try {
    await removeListAccounts(get(apiAtom), feedId, [account.id]);
    return true;
  } catch (e) {
    update((items) => reinsert(items, account, index));
    throw e;
  }
});
