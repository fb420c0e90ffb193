// Groups: profiles that repost what their members send them. A group is an Account with is_group. (A group's
// posts are a feed: timelines.ts.)
import { sendList, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { accountReader } from "../normalize/account";
import { loadExtraReaders } from "../normalize/extra-readers";
import type { components } from "../schema.gen";
import type { Account, Status } from "../types";

export type Affiliation = components["schemas"]["Affiliation"];
export type GroupFilter = "following" | "moderating";

export const path = (groupId: string) => ({ params: { path: { group_id: groupId } } });

export function getFollowedGroups(api: Api, filter: GroupFilter): Promise<Account[]> {
  return sendList(api, api.client.GET("/api/v1/groups/followed", { params: { query: { filter, limit: 200 } } }), accountReader);
}

export async function getGroupMembers(api: Api, groupId: string): Promise<Affiliation[]> {
  const { extraReaders } = await loadExtraReaders();
  return sendList(api, api.client.GET("/api/v1/groups/{group_id}/members", path(groupId)), extraReaders.affiliation);
}
