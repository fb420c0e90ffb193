// Profile editing, identity claims and proofs, alias listing.
import {
  didKeyFromEd25519,
  identityClaimMessage,
  parseMinisignPublicKey,
  verifyIdentityProof,
  type ProofType,
} from "./crypto";
import { badRequest, boolField, requireStr, str, uuidParam, type Ctx, type Reply } from "./http";
import { getProfile } from "./model";
import { aliases, credentialAccount } from "./render";
import { route, type Route } from "./router";
import { addMedia } from "./seed";
import type { Profile, ProfileField } from "./state";

const IMAGE_LIMIT = 2 * 1024 * 1024;
const PROOF_TYPES: ProofType[] = ["ethereum", "minisign", "minisign-unhashed"];

function decodeImage(ctx: Ctx, key: "avatar" | "header", current: string | null): string | null {
  const value = ctx.body?.[key];
  if (value === undefined || value === null) {
    const file = ctx.files[key];
    if (!file) return current;
    return addMedia(ctx.state, ctx.profile!.id, file.type, extFor(file.type), file.data, null, Date.now()).id;
  }
  if (typeof value !== "string") throw badRequest(`Json deserialize error: invalid type for ${key}`);
  if (value === "") return null;
  const mediaType = str(ctx.body, `${key}_media_type`);
  if (!mediaType) throw badRequest("media type is required");
  if (!mediaType.startsWith("image/")) throw badRequest(`invalid media type ${mediaType}`);
  if (!/^[A-Za-z0-9+/=\s]+$/.test(value)) throw badRequest("base64 decoding error");
  const data = Buffer.from(value, "base64");
  if (data.length > IMAGE_LIMIT) throw badRequest("file size must be less than 2MB");
  return addMedia(ctx.state, ctx.profile!.id, mediaType, extFor(mediaType), data, null, Date.now()).id;
}

export function extFor(mediaType: string): string {
  const map: Record<string, string> = {
    "image/jpeg": "jpg",
    "image/png": "png",
    "image/gif": "gif",
    "image/webp": "webp",
    "image/avif": "avif",
    "image/svg+xml": "svg",
    "video/mp4": "mp4",
    "video/webm": "webm",
    "video/x-m4v": "m4v",
    "audio/mpeg": "mp3",
    "audio/ogg": "ogg",
    "audio/wav": "wav",
    "audio/x-wav": "wav",
    "application/pdf": "pdf",
  };
  return map[mediaType] ?? "bin";
}

function parseFields(ctx: Ctx, profile: Profile): ProfileField[] | undefined {
  const raw = ctx.body?.fields_attributes;
  if (raw === undefined || raw === null) return undefined;
  const list = Array.isArray(raw) ? raw : typeof raw === "object" ? Object.values(raw as object) : null;
  if (!list) throw badRequest("Json deserialize error: invalid type for fields_attributes");
  const fields: ProfileField[] = [];
  for (const item of list) {
    const name = typeof item?.name === "string" ? item.name.trim() : "";
    const value = typeof item?.value === "string" ? item.value.trim() : "";
    if (!name) continue;
    if (name.length > 500 || value.length > 5000) throw badRequest("field is too long");
    const previous = profile.fields.find((f) => f.name === name && f.value === value);
    fields.push({ name, value, verifiedAt: previous?.verifiedAt ?? null });
  }
  if (fields.length > 10) throw badRequest("at most 10 fields are allowed");
  return fields;
}

function updateCredentials(ctx: Ctx): Reply {
  const profile = ctx.profile!;
  const user = ctx.user!;
  const displayName = str(ctx.body, "display_name");
  if (displayName !== undefined && [...displayName].length > 200) throw badRequest("display name is too long");
  const note = str(ctx.body, "note");
  if (note !== undefined && note.length > 10000) throw badRequest("bio is too long");
  const mentionPolicy = str(ctx.body, "mention_policy");
  if (mentionPolicy !== undefined && !["none", "only_known", "only_contacts"].includes(mentionPolicy)) {
    throw badRequest("invalid mention policy");
  }
  const source = ctx.body?.source as { privacy?: unknown; language?: unknown } | null | undefined;
  if (source?.privacy !== undefined && !["public", "private", "subscribers"].includes(String(source.privacy))) {
    throw badRequest("invalid visibility parameter");
  }
  if (source?.language != null && (typeof source.language !== "string" || !/^[a-z]{2}$/.test(source.language))) {
    throw badRequest("invalid language code");
  }
  const fields = parseFields(ctx, profile);
  const avatarId = decodeImage(ctx, "avatar", profile.avatarId);
  const headerId = decodeImage(ctx, "header", profile.headerId);
  if (displayName !== undefined) profile.displayName = displayName;
  if (note !== undefined) profile.noteSource = note;
  if (mentionPolicy !== undefined) profile.mentionPolicy = mentionPolicy as Profile["mentionPolicy"];
  const bot = boolField(ctx.body, "bot");
  const locked = boolField(ctx.body, "locked");
  if (bot !== undefined) profile.bot = bot;
  if (locked !== undefined) profile.locked = locked;
  if (fields) profile.fields = fields;
  profile.avatarId = avatarId;
  profile.headerId = headerId;
  if (source?.privacy !== undefined) user.privacy = source.privacy as typeof user.privacy;
  if (source?.language !== undefined) user.language = source.language as string | null;
  return { status: 200, body: credentialAccount(ctx, user) };
}

function identityClaim(ctx: Ctx): Reply {
  const proofType = ctx.query.get("proof_type") as ProofType | undefined;
  const signer = ctx.query.get("signer");
  if (!proofType || !signer) throw badRequest("Query deserialize error: missing field `proof_type` or `signer`");
  if (!PROOF_TYPES.includes(proofType)) throw badRequest("unknown proof type");
  let did: string;
  if (proofType === "ethereum") {
    if (!/^0x[0-9a-fA-F]{40}$/.test(signer)) throw badRequest("invalid address");
    did = `did:pkh:eip155:1:${signer.toLowerCase()}`;
  } else {
    const key = parseMinisignPublicKey(signer);
    if (!key) throw badRequest("invalid key");
    did = didKeyFromEd25519(key);
  }
  const createdAt = new Date().toISOString();
  const actorId = `${ctx.base}/users/${ctx.profile!.username}`;
  return { status: 200, body: { did, claim: identityClaimMessage(proofType, did, actorId, createdAt), created_at: createdAt } };
}

function identityProof(ctx: Ctx): Reply {
  const proofType = requireStr(ctx.body, "proof_type") as ProofType;
  if (!PROOF_TYPES.includes(proofType)) throw badRequest("unknown proof type");
  const did = requireStr(ctx.body, "did");
  const signature = requireStr(ctx.body, "signature");
  const createdAt = requireStr(ctx.body, "created_at");
  if (!/^did:(key|pkh):/.test(did)) throw badRequest("invalid DID");
  const me = ctx.profile!;
  for (const other of ctx.state.profiles.values()) {
    if (other.id !== me.id && other.host === null && other.identityProofs.some((p) => p.did === did)) {
      throw badRequest("DID already associated with another user");
    }
  }
  const actorId = `${ctx.base}/users/${me.username}`;
  const problem = verifyIdentityProof(proofType, did, actorId, createdAt, signature);
  if (problem) throw badRequest(problem);
  me.identityProofs = me.identityProofs.filter((p) => p.did !== did);
  const isEthereum = did.startsWith("did:pkh:");
  me.identityProofs.push({
    did,
    name: isEthereum ? "$ETH" : "Key",
    value: isEthereum ? did.split(":").pop()! : did,
    createdAt: Date.parse(createdAt) || Date.now(),
  });
  return { status: 200, body: credentialAccount(ctx, ctx.user!) };
}

export const profileRoutes: Route[] = [
  route("PATCH /api/v1/accounts/update_credentials", "required", updateCredentials),
  route("GET /api/v1/accounts/identity_claim", "required", identityClaim),
  route("GET /api/v1/accounts/identity_proof", "required", identityClaim),
  route("POST /api/v1/accounts/identity_proof", "required", identityProof),
  route("GET /api/v1/accounts/{account_id}/aliases/all", "none", (ctx) => ({
    status: 200,
    body: aliases(ctx, getProfile(ctx.state, uuidParam(ctx, "account_id"))),
  })),
];
