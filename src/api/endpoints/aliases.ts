// An account's aliases: reading them (a profile's Alias badge, the own aliases page) and declaring or removing one
// (the aliases page). Apart from the account lists and the settings, so the badge, loaded for a profile with identity
// proofs, brings one small file with it rather than those modules and their readers.
import { send, type Api } from "../client";
import { readAliases } from "../normalize/aliases";
import type { Aliases } from "../types";

/** An account's declared and verified aliases (GET /api/v1/accounts/{account_id}/aliases/all). */
export async function getAliases(api: Api, accountId: string): Promise<Aliases> {
  return readAliases(
    (await send(api, api.client.GET("/api/v1/accounts/{account_id}/aliases/all", { params: { path: { account_id: accountId } } }))).data,
  );
}

/** Declares an alias; 400 "alias already exists", 404 "profile not found". */
export async function addAlias(api: Api, acct: string): Promise<Aliases> {
  return readAliases((await send(api, api.client.POST("/api/v1/settings/aliases", { body: { acct } }))).data);
}

export async function removeAlias(api: Api, actorId: string): Promise<Aliases> {
  return readAliases((await send(api, api.client.POST("/api/v1/settings/aliases/remove", { body: { actor_id: actorId } }))).data);
}
