// A group's admin form: its description as written, saving it, deleting the group. Loaded with the form, which only
// the group's admin sees.
import { atom } from "jotai";
import { deleteGroup, getGroupSource, updateGroup } from "../../api/endpoints/group-changes";
import { adoptAccounts } from "../../state/accounts";
import { defineQuery, expectShape } from "../../state/query";
import { apiAtom } from "../../state/session";
import { groupQuery, groupsQuery } from "./actions";

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
