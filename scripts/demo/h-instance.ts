// GET /api/v1/instance and custom emojis.
import type { Ctx } from "./http";
import { findProfileByAcct } from "./model";
import { account, customEmojis } from "./render";
import { route, type Route } from "./router";
import { MONERO_CHAIN_ID } from "./seed";

export const INSTANCE_TITLE = "Tidepool";
export const LOGIN_MESSAGE = "Sign in to Tidepool, a small Mitra instance in Lindenhaven";

export const SUPPORTED_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/svg+xml",
  "video/mp4",
  "video/webm",
  "video/x-m4v",
  "audio/mpeg",
  "audio/ogg",
  "audio/wav",
  "audio/x-wav",
  "application/pdf",
];

export function instance(ctx: Ctx) {
  const state = ctx.state;
  let users = 0;
  let posts = 0;
  const domains = new Set<string>();
  for (const p of state.profiles.values()) {
    if (p.deleted) continue;
    if (p.host === null) users++;
    else domains.add(p.host);
  }
  for (const post of state.posts.values()) {
    if (!post.deleted && state.profiles.get(post.authorId)?.host === null) posts++;
  }
  const admin = findProfileByAcct(state, "admin");
  const hostile = state.hostile?.instance;
  const json = {
    uri: ctx.host,
    title: INSTANCE_TITLE,
    short_description: "A small Mitra instance for the Lindenhaven makerspace.",
    description:
      "<p><strong>Tidepool</strong> is a small, friendly instance for people around the Lindenhaven makerspace: gardeners, cyclists, photographers and tinkerers.</p>\n<p>This is a <em>demo instance</em>: everything resets when it restarts. Registration needs an invite code.</p>",
    version: "4.0.0 (compatible; Mitra 5.5.0)",
    registrations: false,
    approval_required: false,
    invites_enabled: true,
    stats: { user_count: users, status_count: posts, domain_count: domains.size },
    configuration: {
      accounts: {
        max_display_name_length: 200,
        max_note_length: 10000,
        max_profile_fields: 10,
        profile_field_name_limit: 500,
        profile_field_value_limit: 5000,
      },
      statuses: { max_characters: 5000, max_media_attachments: 16 },
      media_attachments: { supported_mime_types: SUPPORTED_MIME_TYPES, image_size_limit: 20_000_000 },
      polls: { max_options: 20, max_characters_per_option: 1000, min_expiration: 0, max_expiration: 2 ** 30 },
    },
    contact_account: admin ? account(ctx, admin) : null,
    authentication_methods: ["password", "eip4361", "caip122_monero"],
    login_message: LOGIN_MESSAGE,
    new_accounts_read_only: false,
    max_toot_chars: 5000,
    allow_unauthenticated: { timeline_local: true },
    federated_timeline_restricted: false,
    blockchains: [
      {
        chain_id: MONERO_CHAIN_ID,
        chain_metadata: {
          is_forwarding_required: true,
          description: "<p>Payments are made in <strong>Monero</strong> (demo: no real funds move).</p>",
          payment_amount_min: 1_000_000_000,
        },
        features: { subscriptions: true },
      },
    ],
    ipfs_gateway_url: "https://ipfs.io",
    pleroma: {
      metadata: {
        features: ["quote_posting", "pleroma_emoji_reactions", "pleroma_custom_emoji_reactions"],
        fields_limits: { max_fields: 10, max_remote_fields: 100, name_length: 500, value_length: 5000 },
        post_formats: ["text/html", "text/markdown"],
      },
    },
  };
  if (!hostile) return json;
  const [chain] = json.blockchains;
  return {
    ...json,
    title: hostile.title,
    short_description: hostile.shortDescription,
    description: hostile.description,
    blockchains: [{ ...chain, chain_metadata: { ...chain.chain_metadata, description: hostile.chainDescription } }],
  };
}

export const instanceRoutes: Route[] = [
  route("GET /api/v1/instance", "none", (ctx) => ({ status: 200, body: instance(ctx) })),
  route("GET /api/v1/custom_emojis", "none", (ctx) => ({ status: 200, body: customEmojis(ctx) })),
];
