// Accounts as any Mastodon-compatible server sends them, read into the shape the client works with.
// Mitra-only fields (identity_proofs, payment_options, mention_policy, subscribers_count, actor_id) get defaults.
import type { Account, CredentialAccount, CustomEmoji, Field, MentionPolicy, PaymentOption, Permission } from "../types";
import type { Reader } from "./collections";
import { count, date, dateOrNull, flag, id, isObject, listOf, strings, text, textOrNull, type Json } from "./read";

export function readEmoji(raw: unknown): CustomEmoji | null {
  if (!isObject(raw) || typeof raw.shortcode !== "string" || typeof raw.url !== "string") return null;
  const emoji: CustomEmoji = { shortcode: raw.shortcode, url: raw.url, static_url: text(raw.static_url, raw.url) };
  if (typeof raw.visible_in_picker === "boolean") emoji.visible_in_picker = raw.visible_in_picker;
  if (raw.category !== undefined) emoji.category = textOrNull(raw.category);
  return emoji;
}

export function readField(raw: unknown): Field | null {
  if (!isObject(raw) || typeof raw.name !== "string") return null;
  const field: Field = { name: raw.name, value: text(raw.value), verified_at: dateOrNull(raw.verified_at) };
  if (typeof raw.is_legacy_proof === "boolean") field.is_legacy_proof = raw.is_legacy_proof;
  return field;
}

function readPaymentOption(raw: unknown): PaymentOption | null {
  if (!isObject(raw)) return null;
  if (raw.type === "link" && typeof raw.name === "string" && typeof raw.href === "string") {
    return { type: "link", name: raw.name, href: raw.href };
  }
  if (raw.type === "monero-subscription" && typeof raw.chain_id === "string" && typeof raw.price === "number") {
    const option: PaymentOption = { type: "monero-subscription", chain_id: raw.chain_id, price: raw.price };
    if (typeof raw.amount_min === "number") option.amount_min = raw.amount_min;
    if (raw.object_id !== undefined) option.object_id = textOrNull(raw.object_id);
    return option;
  }
  return null;
}

const MENTION_POLICIES: readonly string[] = ["none", "only_known", "only_contacts"] satisfies MentionPolicy[];

/** An account, or null when it has no id or no name to show. */
export function readAccount(raw: unknown): Account | null {
  if (!isObject(raw)) return null;
  const accountId = id(raw.id);
  const acct = text(raw.acct) || text(raw.username);
  const username = text(raw.username) || acct.split("@")[0];
  if (accountId === null || !username) return null;
  const url = text(raw.url) || text(raw.uri) || text(raw.actor_id);
  const avatar = text(raw.avatar);
  const header = text(raw.header);
  const account: Account = {
    id: accountId,
    username,
    acct,
    // Mitra's actor id; elsewhere the ActivityPub id is `uri` (Mastodon 4.2+) or, failing that, the profile page.
    actor_id: text(raw.actor_id) || text(raw.uri) || url,
    url,
    display_name: text(raw.display_name),
    created_at: date(raw.created_at, new Date(0).toISOString()),
    note: text(raw.note),
    avatar,
    avatar_static: text(raw.avatar_static, avatar),
    header,
    header_static: text(raw.header_static, header),
    locked: flag(raw.locked),
    mention_policy: (MENTION_POLICIES.includes(raw.mention_policy as string) ? raw.mention_policy : "none") as MentionPolicy,
    bot: flag(raw.bot),
    identity_proofs: listOf(raw.identity_proofs, readField),
    payment_options: listOf(raw.payment_options, readPaymentOption),
    fields: listOf(raw.fields, readField),
    emojis: listOf(raw.emojis, readEmoji),
    followers_count: count(raw.followers_count),
    following_count: count(raw.following_count),
    subscribers_count: count(raw.subscribers_count),
    statuses_count: count(raw.statuses_count),
  };
  if (typeof raw.is_group === "boolean") account.is_group = raw.is_group;
  else if (raw.group === true) account.is_group = true;
  if (typeof raw.discoverable === "boolean") account.discoverable = raw.discoverable;
  return account;
}

// Here rather than with the other readers (collections.ts): the follow requests badge pages accounts on every signed-in
// page, and collections.ts brings the post reader along.
export const accountReader: Reader<Account> = { kind: "account", read: readAccount };

/** What any signed-in person may do on a server that does not name its permissions (all but Mitra). */
const ORDINARY_PERMISSIONS: Permission[] = ["create_post", "create_follow_request"];

/**
 * The permission names: Mitra lists them in `permissions_names`. Mastodon (and the servers that copy it) sends a
 * `permissions` bitmask of moderation rights only, because posting and following are not permissions there; its
 * moderation endpoints are not Mitra's, so no Mitra admin right is derived from that mask.
 */
export function readPermissions(role: unknown): Permission[] {
  if (isObject(role) && Array.isArray(role.permissions_names)) return strings(role.permissions_names);
  if (isObject(role) && role.name === "read_only_user") return [];
  return [...ORDINARY_PERMISSIONS];
}

export function readRole(raw: unknown): CredentialAccount["role"] {
  const role: Json = isObject(raw) ? raw : {};
  const out: CredentialAccount["role"] = { name: text(role.name, "user"), permissions_names: readPermissions(raw) };
  if (typeof role.id === "number") out.id = role.id;
  if (typeof role.permissions === "string" || typeof role.permissions === "number") out.permissions = String(role.permissions);
  return out;
}

const PRIVACIES: readonly string[] = ["public", "private", "subscribers"];

function readSource(raw: unknown): CredentialAccount["source"] {
  const source: Json = isObject(raw) ? raw : {};
  // Mastodon's "unlisted" and "direct" defaults have no Mitra counterpart; public is the nearest open one.
  const privacy = PRIVACIES.includes(source.privacy as string) ? source.privacy : source.privacy === "direct" ? "private" : "public";
  return {
    note: textOrNull(source.note),
    fields: listOf(source.fields, readField),
    privacy: privacy as CredentialAccount["source"]["privacy"],
    sensitive: flag(source.sensitive),
    language: textOrNull(source.language),
  };
}

const AUTH_METHODS: readonly string[] = ["password", "eip4361", "caip122_monero"];

/** The signed-in user (verify_credentials, profile and settings answers). */
export function readCredentialAccount(raw: unknown): CredentialAccount | null {
  const account = readAccount(raw);
  if (!account || !isObject(raw)) return null;
  return {
    ...account,
    source: readSource(raw.source),
    role: readRole(raw.role),
    authentication_methods: strings(raw.authentication_methods).filter((m) =>
      AUTH_METHODS.includes(m),
    ) as CredentialAccount["authentication_methods"],
    client_config: isObject(raw.client_config) ? (raw.client_config as CredentialAccount["client_config"]) : {},
  };
}
