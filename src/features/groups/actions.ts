// Groups: the ones you follow or run, a group's page and following it. (Creating one, which only the groups page
// offers: create-actions.ts; editing and deleting your own, which only the admin's form does: admin-actions.ts.)
import { atom } from "jotai";
import { getAccount } from "../../api/endpoints/accounts";
import { getFollowedGroups, getGroupMembers, type Affiliation, type GroupFilter } from "../../api/endpoints/groups";
import type { Account } from "../../api/types";
import { isRecord } from "../../lib/storage";
import { adoptAccounts } from "../../state/account-cache";
import { parseAccount } from "../../state/account-shape";
import { defineQuery, expectShape, parseList, STALE_AFTER } from "../../state/query";
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

/**
 * Follows a group (or stops, or withdraws the request); once the server agrees, the list of groups you follow
 * gains or loses it. Resolves with the server's relationship, undefined when nothing was sent.
 */
export const followGroupAtom = atom(null, async (_get, set, group: Account, follow: boolean) => {
  // The relationship changes load with the first one sent (state/relationships.ts, changeOnUse).
  const { followAtom, unfollowAtom } = await import("../../state/relationship-actions");
  const answer = follow ? await set(followAtom, { accountId: group.id, locked: group.locked }) : await set(unfollowAtom, group.id);
  if (answer) {
    const others = (list: Account[] | undefined) => list?.filter((g) => g.id !== group.id);
    set(groupsQuery.updateAtom, "following", (list) => (answer.following ? list && [group, ...others(list)!] : others(list)));
  }
  return answer;
});
