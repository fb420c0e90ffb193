// Creating a group, which only the groups page offers (its form): apart from actions.ts, so a group's page does
// not download it.
import { atom } from "jotai";
import { createGroup } from "../../api/endpoints/group-changes";
import { adoptAccounts } from "../../state/account-cache";
import { fetchQuery } from "../../state/query";
import { apiAtom } from "../../state/session";
import { groupsQuery } from "./actions";

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
