// Sign-in, token revoke, sign-up and the current user.
import { randomBytes } from "node:crypto";

import { isChecksummedAddress, parseSignInMessage, recoverEip191Address, verifyMoneroSignature } from "./crypto";
import { ApiError, badRequest, forbidden, notFound, str, type Ctx, type Reply } from "./http";
import { userByAuthorizationCode } from "./h-oauth";
import { notify } from "./model";
import { credentialAccount } from "./render";
import { route, type Route } from "./router";
import type { AuthMethod, Profile, User } from "./state";

const TOKEN_LIFETIME_S = 30 * 86400;

/** Checks a wallet sign-in message and signature; returns the lowercase/verbatim address. */
function verifyWalletMessage(ctx: Ctx, method: "eip4361" | "caip122_monero"): string {
  const message = str(ctx.body, "message");
  const signature = str(ctx.body, "signature");
  if (!message || !signature) throw badRequest("message and signature are required");
  const parsed = parseSignInMessage(message, method === "eip4361" ? "Ethereum" : "Monero");
  if (!parsed) throw badRequest("invalid message");
  if (parsed.domain !== ctx.host) throw badRequest("domain doesn't match");
  let address: string;
  if (method === "eip4361") {
    // A strict EIP-4361 parser, as real servers use, refuses an address line that is not EIP-55 checksummed.
    if (!isChecksummedAddress(parsed.address)) throw badRequest("invalid message");
    const recovered = recoverEip191Address(message, signature);
    if (!recovered || recovered !== parsed.address.toLowerCase()) throw badRequest("invalid signature");
    address = recovered;
  } else {
    if (!verifyMoneroSignature(parsed.address, signature)) throw badRequest("invalid signature");
    address = parsed.address;
  }
  const nonceKey = `${method}:${parsed.nonce}`;
  if (ctx.state.usedNonces.has(nonceKey)) throw badRequest("nonce can't be reused");
  ctx.state.usedNonces.add(nonceKey);
  return address;
}

function findUser(ctx: Ctx, test: (user: User, profile: Profile) => boolean): User {
  for (const user of ctx.state.users.values()) {
    const profile = ctx.state.profiles.get(user.profileId)!;
    if (!profile.deleted && test(user, profile)) return user;
  }
  throw notFound("user");
}

export function issueToken(ctx: Ctx, user: User): Record<string, unknown> {
  const token = randomBytes(24).toString("base64url");
  const now = Date.now();
  ctx.state.tokens.set(token, { token, profileId: user.profileId, createdAt: now, expiresAt: now + TOKEN_LIFETIME_S * 1000 });
  return { access_token: token, token_type: "Bearer", scope: "read write", created_at: Math.floor(now / 1000), expires_in: TOKEN_LIFETIME_S };
}

function token(ctx: Ctx): Reply {
  const grant = str(ctx.body, "grant_type");
  let user: User;
  if (grant === "password") {
    const username = str(ctx.body, "username");
    const password = str(ctx.body, "password");
    if (!username) throw badRequest("username is required");
    user = findUser(ctx, (_u, p) => p.host === null && p.username.toLowerCase() === username.toLowerCase());
    if (!password) throw badRequest("password is required");
    if (user.password === null || user.password !== password) throw badRequest("incorrect password");
  } else if (grant === "authorization_code") {
    user = userByAuthorizationCode(ctx);
  } else if (grant === "eip4361") {
    const address = verifyWalletMessage(ctx, "eip4361");
    user = findUser(ctx, (u) => u.ethereumAddress?.toLowerCase() === address);
  } else if (grant === "caip122_monero") {
    const address = verifyWalletMessage(ctx, "caip122_monero");
    user = findUser(ctx, (u) => u.moneroAddress === address);
  } else {
    throw badRequest("unsupported grant type");
  }
  return { status: 200, body: issueToken(ctx, user), headers: { "Cache-Control": "no-store" } };
}

function revoke(ctx: Ctx): Reply {
  const header = ctx.req.headers.authorization;
  if (!header) return { status: 401, raw: "" };
  const own = ctx.state.tokens.get(header.replace(/^Bearer\s+/i, ""));
  if (!own || own.expiresAt < Date.now()) throw new ApiError(401, "access token is invalid");
  const target = str(ctx.body, "token");
  if (!target) throw badRequest("Json deserialize error: missing field `token`");
  const entry = ctx.state.tokens.get(target);
  if (!entry) throw notFound("oauth token");
  if (entry.profileId !== own.profileId) throw forbidden();
  ctx.state.tokens.delete(target);
  return { status: 200, body: {} };
}

function signUp(ctx: Ctx): Reply {
  const state = ctx.state;
  const method = (str(ctx.body, "authentication_method") ?? "password") as AuthMethod;
  if (!["password", "eip4361", "caip122_monero"].includes(method)) throw badRequest("unsupported authentication method");
  const username = str(ctx.body, "username") ?? "";
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(username)) throw badRequest("invalid username");
  const invite = str(ctx.body, "invite_code");
  if (!invite) throw badRequest("invite code is required");
  if (!state.inviteCodes.has(invite)) throw badRequest("invalid invite code");
  const taken = [...state.profiles.values()].some((p) => p.host === null && p.username.toLowerCase() === username.toLowerCase());
  if (taken) throw badRequest("user already exists");
  let password: string | null = null;
  let ethereumAddress: string | null = null;
  let moneroAddress: string | null = null;
  if (method === "password") {
    password = str(ctx.body, "password") ?? null;
    if (!password) throw badRequest("password is required");
  } else if (method === "eip4361") {
    ethereumAddress = verifyWalletMessage(ctx, "eip4361");
    if ([...state.users.values()].some((u) => u.ethereumAddress?.toLowerCase() === ethereumAddress)) {
      throw badRequest("user already exists");
    }
  } else {
    moneroAddress = verifyWalletMessage(ctx, "caip122_monero");
    if ([...state.users.values()].some((u) => u.moneroAddress === moneroAddress)) throw badRequest("user already exists");
  }
  state.inviteCodes.delete(invite);
  const now = Date.now();
  const profile: Profile = {
    id: state.newId(now),
    username,
    host: null,
    remoteActorId: null,
    acctIsUrl: false,
    displayName: "",
    noteSource: "",
    avatarId: null,
    headerId: null,
    locked: false,
    bot: false,
    mentionPolicy: "none",
    fields: [],
    identityProofs: [],
    paymentOptions: [],
    createdAt: now,
    lastActiveAt: now,
    aliases: [],
    deleted: false,
  };
  const user: User = {
    profileId: profile.id,
    password,
    authMethods: [method],
    role: "user",
    ethereumAddress,
    moneroAddress,
    clientConfig: {},
    privacy: "public",
    language: null,
    subscriptionOption: null,
  };
  state.profiles.set(profile.id, profile);
  state.users.set(profile.id, user);
  for (const admin of state.users.values()) {
    if (admin.role === "admin") notify(state, admin.profileId, "admin.sign_up", profile.id);
  }
  return { status: 201, body: credentialAccount(ctx, user) };
}

export const authRoutes: Route[] = [
  route("POST /oauth/token", "none", token),
  route("POST /oauth/revoke", "none", revoke),
  route("POST /api/v1/accounts", "none", signUp),
  route("GET /api/v1/accounts/verify_credentials", "required", (ctx) => ({
    status: 200,
    body: credentialAccount(ctx, ctx.user!),
  })),
];
