// Groups: the ones you follow or run, creating, editing and deleting your own, and a group's members.
import { atom } from "jotai";
import { getAccount } from "../../api/endpoints/accounts";
import { createGroup, deleteGroup, getFollowedGroups, getGroupMembers, getGroupSource, updateGroup, type GroupFilter } from "../../api/endpoints/groups";
import { apiAtom } from "../../state/session";

export const loadGroupsAtom = atom(null, (get, _set, filter: GroupFilter) => getFollowedGroups(get(apiAtom), filter));

export const createGroupAtom = atom(null, (get, _set, name: string, description: string) => createGroup(get(apiAtom), name.trim(), description));

export const loadGroupAtom = atom(null, async (get, _set, groupId: string) => {
  const api = get(apiAtom);
  const [group, members] = await Promise.all([getAccount(api, groupId), getGroupMembers(api, groupId)]);
  return { group, members };
});

export const loadGroupSourceAtom = atom(null, (get, _set, groupId: string) => getGroupSource(get(apiAtom), groupId));

export const updateGroupAtom = atom(null, (get, _set, groupId: string, description: string) => updateGroup(get(apiAtom), groupId, description));

export const deleteGroupAtom = atom(null, (get, _set, groupId: string) => deleteGroup(get(apiAtom), groupId));
