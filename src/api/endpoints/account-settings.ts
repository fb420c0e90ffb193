// The signed-in person's own profile: saving it and identity proofs (the settings screens only).
import { ApiError, send, sendOne, PROFILE_NOT_SAVED, type Api } from "../client";
import { readCredentialAccount } from "../normalize/account";
import type { CredentialAccount, IdentityClaim, ProfileUpdate, ProofType } from "../types";

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

/** A bio as compared: a multipart form sends its line breaks as CRLF, which the server keeps. */
const sameText = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/** Whether the account the server returned carries the plain fields that were sent. */
export function showsUpdate(user: CredentialAccount, update: ProfileUpdate): boolean {
  if (typeof update.display_name === "string" && user.display_name !== update.display_name) return false;
  if (typeof update.locked === "boolean" && user.locked !== update.locked) return false;
  if (typeof update.bot === "boolean" && user.bot !== update.bot) return false;
  if (typeof update.note === "string" && user.source.note !== null && sameText(user.source.note) !== sameText(update.note)) return false;
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
