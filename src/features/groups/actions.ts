// Groups: the ones you follow or run, creating, editing and deleting your own, and a group's members.
import { atom } from "jotai";
import { getAccount } from "../../api/endpoints/accounts";
import {
  createGroup,
  deleteGroup,
  getFollowedGroups,
  getGroupMembers,
  getGroupSource,
  updateGroup,
  type Affiliation,
  type GroupFilter,
} from "../../api/endpoints/groups";
import type { Account } from "../../api/types";
import { isRecord } from "../../lib/storage";
import { adoptAccounts } from "../../state/account-cache";
import { parseAccount } from "../../state/account-shape";
import { defineQuery, expectShape, fetchQuery, parseList, STALE_AFTER } from "../../state/query";
import { followAtom, unfollowAtom } from "../../state/relationships";
import { apiAtom } from "../../state/session";

export type { Affiliation, GroupFilter };

export const groupsQuery = defineQuery({
  name: "groups",
  key: (filter: GroupFilter) => filter,
  load: (get, filter) => getFollowedGroups(get(apiAtom), filter),
  parse: (raw) => parseList(raw).map(parseAccount),
  staleAfter: STALE_AFTER.normal,
  adopt: (get, set, groups) => adoptAccounts(get, set, groups),
});

/**
 * Creates a group; it heads the list of groups you run. The server may have its creator follow it, so the list of
 * groups you follow is asked again.
 */
export const createGroupAtom = atom(null, async (get, set, name: string, description: string) => {
  const group = await createGroup(get(apiAtom), name.trim(), description);
  adoptAccounts(get, set, [group]);
  set(groupsQuery.updateAtom, "moderating", (list) => [group, ...(list ?? []).filter((g) => g.id !== group.id)]);
  void fetchQuery(get, set, groupsQuery, "following", true);
  return group;
});

function parseAffiliation(raw: unknown): Affiliation {
  expectShape(isRecord(raw) && typeof raw.affiliation === "string", "a group member was expected");
  const member = raw as unknown as Affiliation;
  return { ...member, account: parseAccount(member.account) };
}

export interface GroupPage {
  group: Account;
  members: Affiliation[];
}

export const groupQuery = defineQuery({
  name: "group",
  key: (groupId: string) => groupId,
  load: async (get, groupId) => {
    const api = get(apiAtom);
    const [group, members] = await Promise.all([getAccount(api, groupId), getGroupMembers(api, groupId)]);
    return { group, members };
  },
  parse: (raw): GroupPage => {
    expectShape(isRecord(raw), "a group was expected");
    const { group, members } = raw as { group: unknown; members: unknown };
    return { group: parseAccount(group), members: parseList(members).map(parseAffiliation) };
  },
  staleAfter: STALE_AFTER.normal,
  adopt: (get, set, page) => adoptAccounts(get, set, [page.group, ...page.members.map((m) => m.account)]),
});

/** The group's description as its admin typed it. */
export const groupSourceQuery = defineQuery({
  name: "group-source",
  key: (groupId: string) => groupId,
  load: (get, groupId) => getGroupSource(get(apiAtom), groupId),
  parse: (raw) => {
    expectShape(typeof raw === "string", "a description was expected");
    return raw as string;
  },
  staleAfter: 0,
});

/** Saves the description; the group's page and every card of it show the server's answer. */
export const updateGroupAtom = atom(null, async (get, set, groupId: string, description: string) => {
  const group = await updateGroup(get(apiAtom), groupId, description);
  adoptAccounts(get, set, [group]);
  set(groupQuery.updateAtom, groupId, (page) => page && { ...page, group });
  set(groupSourceQuery.updateAtom, groupId, () => description);
  return group;
});

export const deleteGroupAtom = atom(null, async (get, set, groupId: string) => {
  await deleteGroup(get(apiAtom), groupId);
  for (const filter of ["moderating", "following"] as const) {
    set(groupsQuery.updateAtom, filter, (list) => list?.filter((g) => g.id !== groupId));
  }
});

/**
 * Follows a group (or stops, or withdraws the request); once the server agrees, the list of groups you follow
 * gains or loses it. Resolves with the server's relationship, undefined when nothing was sent.
 */
export const followGroupAtom = atom(null, async (_get, set, group: Account, follow: boolean) => {
  const answer = follow ? await set(followAtom, { accountId: group.id, locked: group.locked }) : await set(unfollowAtom, group.id);
  if (answer) {
    const others = (list: Account[] | undefined) => list?.filter((g) => g.id !== group.id);
    set(groupsQuery.updateAtom, "following", (list) => (answer.following ? list && [group, ...others(list)!] : others(list)));
  }
  return answer;
});
