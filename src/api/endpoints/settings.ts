import { send, sendOne, type Api } from "../client";
import { readCredentialAccount } from "../normalize/account";
import type { CredentialAccount } from "../types";

// An account's aliases, and declaring or removing one, are ./aliases.ts (a re-export here would bring that module to
// every page that saves a setting).

/** The key our settings live under in client_config; shared with mitra-web so settings carry over. */
export const CLIENT_CONFIG_KEY = "mitra-web";

/** Replaces this client's stored settings (the server keeps one object per client name). */
export async function saveClientConfig(api: Api, config: Record<string, unknown>): Promise<CredentialAccount> {
  return sendOne(api, api.client.POST("/api/v1/settings/client_config", { body: { [CLIENT_CONFIG_KEY]: config } }), readCredentialAccount);
}

export async function changePassword(api: Api, newPassword: string): Promise<CredentialAccount> {
  return sendOne(api, api.client.POST("/api/v1/settings/change_password", { body: { new_password: newPassword } }), readCredentialAccount);
}

/** Follows every address in the CSV, as a background job. */
export async function importFollows(api: Api, followsCsv: string): Promise<void> {
  await send(api, api.client.POST("/api/v1/settings/import_follows", { body: { follows_csv: followsCsv } }));
}

/** Moves followers over from a remote alias. */
export async function importFollowers(api: Api, fromActorId: string, followersCsv: string): Promise<CredentialAccount> {
  return sendOne(api, api.client.POST("/api/v1/settings/import_followers", { body: { from_actor_id: fromActorId, followers_csv: followersCsv } }), readCredentialAccount);
}

/** Moves followers to a remote alias. */
export async function moveFollowers(api: Api, targetAcct: string): Promise<CredentialAccount> {
  return sendOne(api, api.client.POST("/api/v1/settings/move_followers", { body: { target_acct: targetAcct } }), readCredentialAccount);
}

/** The followers list as CSV text (one address per line). */
export async function exportFollowers(api: Api): Promise<string> {
  return (await send(api, api.client.GET("/api/v1/settings/export_followers", { parseAs: "text" }))).data;
}

export async function exportFollows(api: Api): Promise<string> {
  return (await send(api, api.client.GET("/api/v1/settings/export_follows", { parseAs: "text" }))).data;
}

export async function deleteAccount(api: Api): Promise<void> {
  await send(api, api.client.POST("/api/v1/settings/delete_account"));
}
