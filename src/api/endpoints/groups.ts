// Groups: profiles that repost what their members send them. A group is an Account with is_group. (A group's
// posts are a feed: timelines.ts.)
import { send, sendList, sendOne, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { accountReader, readAccount } from "../normalize/account";
import { loadExtraReaders } from "../normalize/extra-readers";
import { text } from "../normalize/read";
import type { components } from "../schema.gen";
import type { Account, Status } from "../types";

export type Affiliation = components["schemas"]["Affiliation"];
export type GroupFilter = "following" | "moderating";

const path = (groupId: string) => ({ params: { path: { group_id: groupId } } });

export function getFollowedGroups(api: Api, filter: GroupFilter): Promise<Account[]> {
  return sendList(api, api.client.GET("/api/v1/groups/followed", { params: { query: { filter, limit: 200 } } }), accountReader);
}

export function createGroup(api: Api, name: string, description: string): Promise<Account> {
  return sendOne(api, api.client.POST("/api/v1/groups", { body: { name, description: description || null } }), readAccount);
}

/** The group's description as written; an answer without one is an empty description. */
export async function getGroupSource(api: Api, groupId: string): Promise<string> {
  return text((await send(api, api.client.GET("/api/v1/groups/{group_id}/source", path(groupId)))).data?.description);
}

export function updateGroup(api: Api, groupId: string, description: string): Promise<Account> {
  return sendOne(api, api.client.PATCH("/api/v1/groups/{group_id}", { ...path(groupId), body: { description } }), readAccount);
}

export async function deleteGroup(api: Api, groupId: string): Promise<void> {
  await send(api, api.client.DELETE("/api/v1/groups/{group_id}", path(groupId)));
}

export async function getGroupMembers(api: Api, groupId: string): Promise<Affiliation[]> {
  const { extraReaders } = await loadExtraReaders();
  return sendList(api, api.client.GET("/api/v1/groups/{group_id}/members", path(groupId)), extraReaders.affiliation);
}
