// Custom feed intents. The server calls custom feeds "lists".
import { atom } from "jotai";
import { searchAccounts } from "../../api/endpoints/accounts";
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
import { apiAtom } from "../../state/session";

export const MEMBER_PAGE_SIZE = 20;
/** The account search of the add-user form: five suggestions, no remote lookup. */
export const ADD_USER_SEARCH_LIMIT = 5;

/** The user's custom feeds; null until loaded. */
export const feedsAtom = atom<List[] | null>(null);

const replaceFeed = (feeds: List[] | null, feed: List) => feeds?.map((f) => (f.id === feed.id ? feed : f)) ?? null;

export const loadFeedsAtom = atom(null, async (get, set) => {
  set(feedsAtom, await getLists(get(apiAtom)));
});

/** Creates a feed from a name that is not empty after trimming; the new feed goes first in the list. */
export const createFeedAtom = atom(null, async (get, set, name: string): Promise<List | null> => {
  const title = name.trim();
  if (!title) return null;
  const feed = await createList(get(apiAtom), title);
  set(feedsAtom, [feed, ...(get(feedsAtom) ?? []).filter((f) => f.id !== feed.id)]);
  return feed;
});

export const loadFeedAtom = atom(null, async (get, set, feedId: string): Promise<List> => {
  const feed = await getList(get(apiAtom), feedId);
  set(feedsAtom, replaceFeed(get(feedsAtom), feed));
  return feed;
});

export const renameFeedAtom = atom(null, async (get, set, { feedId, name }: { feedId: string; name: string }) => {
  const title = name.trim();
  if (!title) return null;
  const feed = await renameList(get(apiAtom), feedId, title);
  set(feedsAtom, replaceFeed(get(feedsAtom), feed));
  return feed;
});

export const deleteFeedAtom = atom(null, async (get, set, feedId: string) => {
  await deleteList(get(apiAtom), feedId);
  const feeds = get(feedsAtom);
  if (feeds) set(feedsAtom, feeds.filter((f) => f.id !== feedId));
});

/** A page of members: the first, or the one after `maxId` (the last member shown). */
export const loadMembersAtom = atom(null, (get, _set, { feedId, maxId }: { feedId: string; maxId?: string }) =>
  getListAccounts(get(apiAtom), feedId, maxId, MEMBER_PAGE_SIZE),
);

export const findUsersAtom = atom(null, (get, _set, address: string): Promise<Account[]> =>
  searchAccounts(get(apiAtom), address, { limit: ADD_USER_SEARCH_LIMIT }),
);

export const addMemberAtom = atom(null, (get, _set, { feedId, accountId }: { feedId: string; accountId: string }) =>
  addListAccounts(get(apiAtom), feedId, [accountId]),
);

export const removeMemberAtom = atom(null, (get, _set, { feedId, accountId }: { feedId: string; accountId: string }) =>
  removeListAccounts(get(apiAtom), feedId, [accountId]),
);
