import { ApiError, arrayQuery, PAGE_SIZE, send, sendList, sendOne, sendPage, PROFILE_NOT_SAVED, type Api, type Page } from "../client";
import { readAccount, readCredentialAccount, readRelationship } from "../normalize/account";
import { readAliases, readers } from "../normalize/collections";
import type {
  Aliases,
  Account,
  CredentialAccount,
  IdentityClaim,
  ProfileUpdate,
  ProofType,
  Relationship,
  Status,
  Subscription,
} from "../types";

const path = (accountId: string) => ({ params: { path: { account_id: accountId } } });

export async function getAccount(api: Api, accountId: string): Promise<Account> {
  return sendOne(api, api.client.GET("/api/v1/accounts/{account_id}", path(accountId)), readAccount);
}

/** Finds a profile by `user` or `user@host`; 404 "profile not found" otherwise. */
export async function lookupAccount(api: Api, acct: string): Promise<Account> {
  return sendOne(api, api.client.GET("/api/v1/accounts/lookup", { params: { query: { acct } } }), readAccount);
}

export interface AccountSearchOptions {
  /** Ask the server to look the address up over WebFinger. */
  resolve?: boolean;
  limit?: number;
  offset?: number;
}

export async function searchAccounts(api: Api, q: string, options: AccountSearchOptions = {}): Promise<Account[]> {
  return sendList(api, api.client.GET("/api/v1/accounts/search", { params: { query: { q, ...options } } }), readers.account);
}

export interface AccountStatusFilters {
  onlyMedia?: boolean;
  excludeReplies?: boolean;
  excludeReblogs?: boolean;
  pinned?: boolean;
  maxId?: string;
  limit?: number;
}

export function getAccountStatuses(api: Api, accountId: string, filters: AccountStatusFilters = {}): Promise<Page<Status>> {
  const query = {
    only_media: filters.onlyMedia,
    exclude_replies: filters.excludeReplies,
    exclude_reblogs: filters.excludeReblogs,
    pinned: filters.pinned,
    max_id: filters.maxId,
    limit: filters.limit ?? PAGE_SIZE,
  };
  return sendPage(
    api,
    api.client.GET("/api/v1/accounts/{account_id}/statuses", { params: { path: { account_id: accountId }, query } }),
    readers.status,
  );
}

/** First page of followers (the server hides other people's lists); then getPage(next). */
export function getFollowers(api: Api, accountId: string): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/accounts/{account_id}/followers", path(accountId)), readers.account);
}

export function getFollowing(api: Api, accountId: string): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/accounts/{account_id}/following", path(accountId)), readers.account);
}

export function getSubscribers(api: Api, accountId: string, includeExpired = false): Promise<Page<Subscription>> {
  return sendPage(
    api,
    api.client.GET("/api/v1/accounts/{account_id}/subscribers", {
      params: { path: { account_id: accountId }, query: { include_expired: includeExpired } },
    }),
    readers.subscription,
  );
}

/** Relationships with the given profiles; duplicates are asked once, and no ids means no request. */
export async function getRelationships(api: Api, accountIds: readonly string[]): Promise<Relationship[]> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return [];
  return sendList(
    api,
    api.client.GET("/api/v1/accounts/relationships", {
      params: { query: { "id[]": ids } },
      querySerializer: () => arrayQuery("id", ids),
    }),
    relationshipReader,
  );
}

const relationshipReader = { kind: "relationship", read: readRelationship };

export interface FollowOptions {
  /** Show this profile's reposts in the home timeline. */
  reblogs?: boolean;
  /** Show this profile's replies in the home timeline. */
  replies?: boolean;
}

export async function followAccount(api: Api, accountId: string, options: FollowOptions = {}): Promise<Relationship> {
  const body = { reblogs: options.reblogs ?? true, replies: options.replies ?? true };
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/follow", { ...path(accountId), body }), readRelationship);
}

/** Unfollows, or cancels a pending follow request. */
export async function unfollowAccount(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/unfollow", path(accountId)), readRelationship);
}

export async function removeFromFollowers(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/remove_from_followers", path(accountId)), readRelationship);
}

export async function muteAccount(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/mute", path(accountId)), readRelationship);
}

export async function unmuteAccount(api: Api, accountId: string): Promise<Relationship> {
  return sendOne(api, api.client.POST("/api/v1/accounts/{account_id}/unmute", path(accountId)), readRelationship);
}

/** Asks the server to fetch a remote profile's latest (outbox) or pinned (featured) posts. */
export async function loadActivities(api: Api, accountId: string, collection: "outbox" | "featured"): Promise<void> {
  await send(api, api.client.POST("/api/v1/accounts/{account_id}/load_activities", { ...path(accountId), body: { collection } }));
}

export interface DirectoryOptions {
  offset?: number;
  limit?: number;
  order?: "active" | "username";
  local?: boolean;
}

/** Profile directory. Offset paging: pass the number of profiles already shown. */
export async function getDirectory(api: Api, options: DirectoryOptions = {}): Promise<Account[]> {
  const query = { order: "active" as const, limit: PAGE_SIZE, ...options };
  return sendList(api, api.client.GET("/api/v1/directory", { params: { query } }), readers.account);
}

/** The claim to sign for an identity proof (current server path). */
export async function getIdentityClaim(api: Api, proofType: ProofType, signer: string): Promise<IdentityClaim> {
  return (
    await send(api, api.client.GET("/api/v1/accounts/identity_claim", { params: { query: { proof_type: proofType, signer } } }))
  ).data;
}

/** The same, under the path servers before 5.0 use. */
export async function getIdentityClaimLegacy(api: Api, proofType: ProofType, signer: string): Promise<IdentityClaim> {
  return (
    await send(api, api.client.GET("/api/v1/accounts/identity_proof", { params: { query: { proof_type: proofType, signer } } }))
  ).data;
}

export interface IdentityProof {
  proof_type: ProofType;
  did: string;
  /** Without a 0x prefix. */
  signature: string;
  /** The claim's created_at, unchanged. */
  created_at: string;
}

export async function createIdentityProof(api: Api, proof: IdentityProof): Promise<CredentialAccount> {
  return sendOne(api, api.client.POST("/api/v1/accounts/identity_proof", { body: proof }), readCredentialAccount);
}

/**
 * Saves the profile. Mitra reads JSON (images as base64); other servers read multipart/form-data, which is also
 * the fallback when a JSON answer does not show the change. Resolves only when the returned account shows it.
 */
export async function updateCredentials(api: Api, update: ProfileUpdate, json = true): Promise<CredentialAccount> {
  if (json) {
    const user = await sendOne(api, api.client.PATCH("/api/v1/accounts/update_credentials", { body: update }), readCredentialAccount);
    if (showsUpdate(user, update)) return user;
  }
  const user = await sendOne(
    api,
    api.client.PATCH("/api/v1/accounts/update_credentials", { body: update, bodySerializer: () => profileForm(update) }),
    readCredentialAccount,
  );
  if (!showsUpdate(user, update)) throw new ApiError(0, PROFILE_NOT_SAVED);
  return user;
}

/** Whether the account the server returned carries the plain fields that were sent. */
export function showsUpdate(user: CredentialAccount, update: ProfileUpdate): boolean {
  if (typeof update.display_name === "string" && user.display_name !== update.display_name) return false;
  if (typeof update.locked === "boolean" && user.locked !== update.locked) return false;
  if (typeof update.bot === "boolean" && user.bot !== update.bot) return false;
  if (typeof update.note === "string" && user.source.note !== null && user.source.note.trim() !== update.note.trim()) return false;
  if (update.fields_attributes) {
    const sent = update.fields_attributes.filter((f) => f.name.trim() !== "").map((f) => f.name.trim());
    const kept = user.fields.map((f) => f.name.trim());
    if (sent.some((name) => !kept.includes(name))) return false;
  }
  return true;
}

function base64Blob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The update as form fields, the way Mastodon documents them (fields_attributes[0][name], source[privacy], files). */
export function profileForm(update: ProfileUpdate): FormData {
  const form = new FormData();
  for (const key of ["display_name", "note"] as const) if (typeof update[key] === "string") form.append(key, update[key]);
  for (const key of ["locked", "bot"] as const) if (typeof update[key] === "boolean") form.append(key, String(update[key]));
  update.fields_attributes?.forEach((field, i) => {
    form.append(`fields_attributes[${i}][name]`, field.name);
    form.append(`fields_attributes[${i}][value]`, field.value);
  });
  if (update.source?.privacy) form.append("source[privacy]", update.source.privacy);
  if (update.source?.language) form.append("source[language]", update.source.language);
  for (const key of ["avatar", "header"] as const) {
    const data = update[key];
    const type = update[`${key}_media_type`];
    if (data && type) form.append(key, base64Blob(data, type), `${key}.${type.split("/")[1] ?? "bin"}`);
  }
  return form;
}

/** An account's declared and verified aliases (GET /api/v1/accounts/{account_id}/aliases/all). */
export async function getAliases(api: Api, accountId: string): Promise<Aliases> {
  return readAliases(
    (await send(api, api.client.GET("/api/v1/accounts/{account_id}/aliases/all", { params: { path: { account_id: accountId } } }))).data,
  );
}
