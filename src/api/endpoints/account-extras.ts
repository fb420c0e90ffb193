// Sessions, preferences, the notification policy, outgoing requests, the lists a profile is in and removing an
// identity proof (the instance details, the admin list, notification housekeeping and the DID search are each
// with the only screen that reads them: server-details.ts, admin-accounts.ts, notifications.ts, search.ts).
import { send, sendList, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { accountReader } from "../normalize/account";
import { loadExtraReaders } from "../normalize/extra-readers";
import type { components } from "../schema.gen";
import type { Account, CredentialAccount, List } from "../types";

type Schemas = components["schemas"];
export type Session = Schemas["Session"];
export type Preferences = Schemas["Preferences"];
export type NotificationPolicy = Schemas["NotificationPolicy"];

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

/** First page of follow requests you sent; later pages come from getPage(next). */
export function getOutgoingFollowRequests(api: Api): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/follow_requests/outgoing"), accountReader);
}

export async function getAccountLists(api: Api, accountId: string): Promise<List[]> {
  const { extraReaders } = await loadExtraReaders();
  return sendList(api, api.client.GET("/api/v1/accounts/{account_id}/lists", { params: { path: { account_id: accountId } } }), extraReaders.customFeed);
}

export async function deleteIdentityProof(api: Api, did: string): Promise<CredentialAccount> {
  return (await send(api, api.client.DELETE("/api/v1/accounts/identity_proof", { body: { did } }))).data;
}
