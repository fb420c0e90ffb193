// The instance (GET /api/v1/instance) as Mitra, Mastodon, Pleroma/Akkoma, GoToSocial or Hollo describe it.
// Mitra-only parts (authentication methods, blockchains, IPFS, login message) default to "not available".
import type { Instance } from "../types";
import { detectServer } from "../server";
import { count, flag, isObject, strings, text, textOrNull, type Json } from "./read";

// What a Mastodon server accepts by default, used when a server does not list its types.
const COMMON_MEDIA_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp", "video/mp4", "video/webm", "audio/mpeg", "audio/ogg"];

const object = (value: unknown): Json => (isObject(value) ? value : {});

/** A positive number as sent, else the fallback. */
const limit = (value: unknown, fallback: number): number => count(value) || fallback;

/** The WebFinger host: GoToSocial's `account_domain`, else `uri`, which Pleroma and GoToSocial send as a URL. */
function readHost(raw: Json): string {
  const domain = text(raw.account_domain);
  if (domain) return domain;
  const uri = text(raw.uri) || text(raw.domain);
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(uri)) return uri;
  try {
    return new URL(uri).host;
  } catch {
    return uri;
  }
}

function readConfiguration(raw: Json): Instance["configuration"] {
  const configuration = object(raw.configuration);
  const statuses = object(configuration.statuses);
  const media = object(configuration.media_attachments);
  const polls = object(configuration.polls);
  // Pleroma's top-level limits, for servers without `configuration`.
  const pleromaPolls = object(raw.poll_limits);
  const out: Instance["configuration"] = {
    statuses: {
      max_characters: limit(statuses.max_characters, limit(raw.max_toot_chars, 500)),
      max_media_attachments: limit(statuses.max_media_attachments, 4),
    },
    media_attachments: {
      supported_mime_types: Array.isArray(media.supported_mime_types) ? strings(media.supported_mime_types) : COMMON_MEDIA_TYPES,
    },
    polls: {
      max_options: limit(polls.max_options, limit(pleromaPolls.max_options, 4)),
      max_characters_per_option: limit(polls.max_characters_per_option, limit(pleromaPolls.max_option_chars, 50)),
      min_expiration: limit(polls.min_expiration, limit(pleromaPolls.min_expiration, 300)),
      max_expiration: limit(polls.max_expiration, limit(pleromaPolls.max_expiration, 2_629_746)),
    },
  };
  const imageLimit = count(media.image_size_limit) || count(raw.upload_limit);
  if (imageLimit) out.media_attachments.image_size_limit = imageLimit;
  if (isObject(configuration.accounts)) {
    const accounts = configuration.accounts;
    out.accounts = {};
    for (const key of ["max_display_name_length", "max_note_length", "max_profile_fields", "profile_field_name_limit", "profile_field_value_limit"] as const) {
      if (count(accounts[key])) out.accounts[key] = count(accounts[key]);
    }
  }
  return out;
}

function readBlockchains(value: unknown): Instance["blockchains"] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (b): b is Instance["blockchains"][number] =>
      isObject(b) && typeof b.chain_id === "string" && isObject(b.features) && typeof b.features.subscriptions === "boolean",
  );
}

const AUTH_METHODS: readonly string[] = ["password", "eip4361", "caip122_monero"];

/** The instance, or null when it does not even name its host. */
export function readInstance(raw: unknown): Instance | null {
  if (!isObject(raw)) return null;
  const uri = readHost(raw);
  if (!uri) return null;
  const allow = object(raw.allow_unauthenticated);
  const instance: Instance = {
    uri,
    title: text(raw.title, uri),
    short_description: text(raw.short_description),
    description: text(raw.description),
    version: text(raw.version),
    registrations: flag(raw.registrations),
    configuration: readConfiguration(raw),
    contact_account: isObject(raw.contact_account) ? raw.contact_account : null,
    authentication_methods: strings(raw.authentication_methods).filter((m) =>
      AUTH_METHODS.includes(m),
    ) as Instance["authentication_methods"],
    login_message: text(raw.login_message),
    allow_unauthenticated: { timeline_local: flag(allow.timeline_local, true) },
    // Mitra always sends it; one that does not is older and is taken as restricted (the safe default). Other
    // servers (Mastodon) never send it and have no such restriction.
    federated_timeline_restricted: flag(raw.federated_timeline_restricted, detectServer({ version: text(raw.version) }).mitra),
    blockchains: readBlockchains(raw.blockchains),
    ipfs_gateway_url: textOrNull(raw.ipfs_gateway_url),
  };
  for (const key of ["approval_required", "invites_enabled", "new_accounts_read_only"] as const) {
    if (typeof raw[key] === "boolean") instance[key] = raw[key];
  }
  if (isObject(raw.stats)) {
    const stats = raw.stats;
    instance.stats = { user_count: count(stats.user_count), status_count: count(stats.status_count), domain_count: count(stats.domain_count) };
  }
  // Announced features: Pleroma's list, plus the Mastodon forks' (Fedibird, Hollo) capabilities under the same key.
  const metadata = object(object(raw.pleroma).metadata);
  const features = [...strings(metadata.features), ...strings(raw.fedibird_capabilities)];
  if (features.length > 0 || isObject(object(raw.pleroma).metadata)) {
    instance.pleroma = { metadata: { features, post_formats: strings(metadata.post_formats) } };
  }
  return instance;
}
