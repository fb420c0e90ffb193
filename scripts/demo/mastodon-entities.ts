// Entity shapes of the Mastodon flavour, following Mastodon's public API documentation
// (docs.joinmastodon.org/entities/): the demo's Mitra JSON loses its Mitra-only fields, gains the standard ones a
// plain Mastodon-compatible server sends, and every id becomes opaque (opaque-ids.ts).
import { encodeId } from "./opaque-ids";

type Json = Record<string, unknown>;

/** Fields only Mitra (or Pleroma) sends; a Mastodon-compatible server has none of them. */
export const MITRA_ONLY = {
  status: ["pleroma", "links", "ipfs_cid", "title", "quote", "hidden", "conversation", "group"],
  account: ["actor_id", "mention_policy", "identity_proofs", "payment_options", "subscribers_count", "authentication_methods", "client_config", "is_group"],
  notification: ["pleroma", "subtype", "reaction", "emoji", "emoji_url", "payment_amount"],
  relationship: ["subscription_to", "subscription_from", "rejected_by"],
  instance: ["authentication_methods", "login_message", "blockchains", "ipfs_gateway_url", "pleroma", "new_accounts_read_only", "max_toot_chars", "allow_unauthenticated", "federated_timeline_restricted"],
} as const;

/** Notification types a Mastodon server never sends. */
const FOREIGN_NOTIFICATIONS = new Set(["pleroma:emoji_reaction", "subscription", "subscription_expiration"]);
const ID_KEYS = new Set(["id", "in_reply_to_id", "in_reply_to_account_id", "last_read_id"]);

// Role permission bits (docs.joinmastodon.org/entities/Role/#permission-flags).
const EVERY_PERMISSION = (1 << 20) - 1;
const INVITE_USERS = 0x10000;

const omit = (o: Json, keys: readonly string[]) => {
  for (const key of keys) delete o[key];
};

const isStatus = (o: Json) => "visibility" in o && "content" in o && "account" in o;
const isAccount = (o: Json) => "acct" in o && "username" in o && "followers_count" in o;
const isNotification = (o: Json) => "type" in o && "account" in o && "created_at" in o && !("content" in o);
const isRelationship = (o: Json) => "following" in o && "followed_by" in o;
const isAttachment = (o: Json) => "preview_url" in o && "type" in o;

const mastodonVisibility = (v: unknown) => (v === "subscribers" || v === "conversation" ? "private" : v);

/** The content warning of a post by its inside id (Mitra has none; the flavour keeps them). */
export type SpoilerOf = (postId: string) => string | undefined;

function shapeStatus(o: Json, spoilerOf: SpoilerOf): void {
  const account = o.account as Json;
  const spoiler = spoilerOf(String(o.id));
  if (spoiler) Object.assign(o, { spoiler_text: spoiler, sensitive: true });
  o.url = `${String(o.url).replace(/\/post\/[^/]+$/, "")}/@${String(account.username)}/${encodeId(String(o.id))}`;
  o.visibility = mastodonVisibility(o.visibility);
  omit(o, MITRA_ONLY.status);
  Object.assign(o, { card: null, application: null, muted: false });
}

function shapeAccount(o: Json): void {
  o.uri = o.actor_id;
  o.group = o.is_group ?? false;
  omit(o, MITRA_ONLY.account);
  for (const field of (o.fields as Json[] | undefined) ?? []) delete field.is_legacy_proof;
  Object.assign(o, { noindex: false, indexable: true, hide_collections: false, last_status_at: null, roles: [] });
  if (o.source === null || o.source === undefined) delete o.source;
  else {
    const source = o.source as Json;
    source.privacy = mastodonVisibility(source.privacy);
    for (const field of (source.fields as Json[] | undefined) ?? []) delete field.is_legacy_proof;
    source.follow_requests_count = 0;
  }
  if (o.role === null || o.role === undefined) delete o.role;
  else {
    const role = o.role as { name?: string };
    const admin = role.name === "admin";
    o.role = {
      id: admin ? "3" : "-99",
      name: admin ? "Owner" : "",
      color: "",
      permissions: String(admin ? EVERY_PERMISSION : role.name === "user" ? INVITE_USERS : 0),
      highlighted: admin,
    };
  }
}

function shapeNotification(o: Json): void {
  omit(o, MITRA_ONLY.notification);
  if (o.moderation_warning === null) delete o.moderation_warning;
}

function shapeRelationship(o: Json): void {
  omit(o, MITRA_ONLY.relationship);
  Object.assign(o, { notifying: false, languages: null, domain_blocking: false, endorsed: false, note: "" });
}

/** Reshapes any answer body in place (a copy is made first), entity by entity, and makes its ids opaque. */
export function mastodonBody(value: unknown, spoilerOf: SpoilerOf = () => undefined): unknown {
  return shape(structuredClone(value), spoilerOf);
}

function shape(value: unknown, spoilerOf: SpoilerOf): unknown {
  if (Array.isArray(value)) {
    const kept = value.filter((item) => !(isObject(item) && isNotification(item) && FOREIGN_NOTIFICATIONS.has(String(item.type))));
    return kept.map((item) => shape(item, spoilerOf));
  }
  if (!isObject(value)) return value;
  if (isStatus(value)) shapeStatus(value, spoilerOf);
  else if (isAccount(value)) shapeAccount(value);
  else if (isNotification(value)) shapeNotification(value);
  else if (isRelationship(value)) shapeRelationship(value);
  else if (isAttachment(value)) Object.assign(value, { remote_url: null, meta: null, blurhash: null });
  for (const [key, child] of Object.entries(value)) {
    if (key === "role") continue;
    if (ID_KEYS.has(key) && (typeof child === "string" || typeof child === "number")) value[key] = encodeId(child);
    else value[key] = shape(child, spoilerOf);
  }
  return value;
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** GET /api/v1/instance as a Mastodon 4.3 server answers it, from the demo's own numbers. */
export function mastodonInstance(mitra: Json, host: string): Json {
  const configuration = mitra.configuration as { statuses: Json; media_attachments: Json };
  return {
    uri: mitra.uri,
    title: mitra.title,
    short_description: mitra.short_description,
    description: mitra.description,
    email: `admin@${host.replace(/:\d+$/, "")}`,
    version: "4.3.2",
    urls: { streaming_api: `ws://${host}` },
    stats: mitra.stats,
    thumbnail: null,
    languages: ["en"],
    registrations: mitra.registrations,
    approval_required: mitra.approval_required,
    invites_enabled: mitra.invites_enabled,
    configuration: {
      accounts: { max_featured_tags: 10 },
      statuses: { max_characters: configuration.statuses.max_characters, max_media_attachments: 4, characters_reserved_per_url: 23 },
      media_attachments: {
        supported_mime_types: configuration.media_attachments.supported_mime_types,
        image_size_limit: 16_777_216,
        image_matrix_limit: 33_177_600,
        video_size_limit: 103_809_024,
        video_frame_rate_limit: 120,
        video_matrix_limit: 8_294_400,
      },
      polls: { max_options: 4, max_characters_per_option: 50, min_expiration: 300, max_expiration: 2_629_746 },
    },
    contact_account: mitra.contact_account ?? null,
    rules: [],
  };
}

/** GET /api/v2/instance (Mastodon 4.x), from the same numbers. */
export function mastodonInstanceV2(mitra: Json, host: string): Json {
  const v1 = mastodonInstance(mitra, host);
  const configuration = v1.configuration as Json;
  const stats = mitra.stats as { user_count: number };
  return {
    domain: host,
    title: v1.title,
    version: v1.version,
    source_url: "https://github.com/mastodon/mastodon",
    description: mitra.short_description,
    usage: { users: { active_month: stats.user_count } },
    thumbnail: { url: `http://${host}/api/v1/accounts/identicon` },
    languages: v1.languages,
    configuration: { ...configuration, urls: { streaming: `ws://${host}` }, translation: { enabled: false } },
    registrations: { enabled: mitra.registrations, approval_required: mitra.approval_required, message: null },
    contact: { email: v1.email, account: v1.contact_account },
    rules: [],
  };
}
