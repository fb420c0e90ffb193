// Sessions, preferences, notification housekeeping, outgoing requests, the lists a profile is in,
// instance details and the admin account list.
import { send, sendList, sendOne, sendPage, type Api, type Page } from "../client";
import { loadExtraReaders, accountReader } from "../normalize/collections";
import type { components } from "../schema.gen";
import type { Account, CredentialAccount, List } from "../types";

type Schemas = components["schemas"];
export type Session = Schemas["Session"];
export type Preferences = Schemas["Preferences"];
export type NotificationPolicy = Schemas["NotificationPolicy"];
export type InstanceV2 = Schemas["InstanceV2"];
export type DomainBlock = Schemas["DomainBlock"];
export type AdminAccount = Schemas["AdminAccount"];

export async function getSessions(api: Api): Promise<Session[]> {
  return (await send(api, api.client.GET("/api/v1/settings/sessions"))).data;
}

export async function deleteSession(api: Api, sessionId: number): Promise<void> {
  await send(api, api.client.DELETE("/api/v1/settings/sessions/{session_id}", { params: { path: { session_id: sessionId } } }));
}

export async function getPreferences(api: Api): Promise<Preferences> {
  return (await send(api, api.client.GET("/api/v1/preferences"))).data;
}

export async function getNotificationPolicy(api: Api): Promise<NotificationPolicy> {
  return (await send(api, api.client.GET("/api/v2/notifications/policy"))).data;
}

export async function clearNotifications(api: Api): Promise<void> {
  await send(api, api.client.POST("/api/v1/notifications/clear"));
}

/** Marks every notification up to this id as seen; the server also moves the notifications marker. */
export async function readNotifications(api: Api, maxId: string): Promise<void> {
  await send(api, api.client.POST("/api/v1/pleroma/notifications/read", { body: { max_id: Number(maxId) } }));
}

/** First page of follow requests you sent; later pages come from getPage(next). */
export function getOutgoingFollowRequests(api: Api): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/follow_requests/outgoing"), accountReader);
}

export async function getAccountLists(api: Api, accountId: string): Promise<List[]> {
  const { extraReaders } = await loadExtraReaders();
  return sendList(api, api.client.GET("/api/v1/accounts/{account_id}/lists", { params: { path: { account_id: accountId } } }), extraReaders.customFeed);
}

export async function getInstanceV2(api: Api): Promise<InstanceV2> {
  const { readInstanceV2 } = await loadExtraReaders();
  return sendOne(api, api.client.GET("/api/v2/instance"), readInstanceV2);
}

export async function getDomainBlocks(api: Api): Promise<DomainBlock[]> {
  return (await send(api, api.client.GET("/api/v1/instance/domain_blocks"))).data;
}

export function searchByDid(api: Api, did: string): Promise<Account[]> {
  return sendList(api, api.client.GET("/api/v1/accounts/search_did", { params: { query: { did } } }), accountReader);
}

export async function deleteIdentityProof(api: Api, did: string): Promise<CredentialAccount> {
  return (await send(api, api.client.DELETE("/api/v1/accounts/identity_proof", { body: { did } }))).data;
}

export async function getAdminAccounts(api: Api): Promise<AdminAccount[]> {
  const { extraReaders } = await loadExtraReaders();
  return sendList(api, api.client.GET("/api/v2/admin/accounts"), extraReaders.adminAccount);
}
