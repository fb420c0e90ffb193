// A group's changes: creating one, and its admin's reading and saving of the description and deleting it. Apart
// from groups.ts, so a group's page (which reads it and its members) does not download them.
import { send, sendOne, type Api } from "../client";
import { readAccount } from "../normalize/account";
import { text } from "../normalize/read";
import type { Account } from "../types";
import { path } from "./groups";

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
