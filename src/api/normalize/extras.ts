// Answers of screens loaded on demand: custom feeds (lists), group members, emoji reactions with who reacted, the v2
// instance and the admin account list, in Mitra's shapes, Mastodon's and Pleroma's (reactions). The endpoints import
// this module when they are first called, so the first load of every screen does not carry it.
import type { components } from "../schema.gen";
import type { List } from "../types";
import { readAccount, readRole } from "./account";
import type { Reader } from "./collections";
import { readList } from "./dropped";
import { count, dateOrNull, flag, id, isObject, strings, text, textOrNull } from "./read";

type Schemas = components["schemas"];
type AdminAccount = Schemas["AdminAccount"];
type Affiliation = Schemas["Affiliation"];
type InstanceV2 = Schemas["InstanceV2"];
type ReactionWithAccounts = Schemas["EmojiReactionAccounts"];

/** A custom feed; one without an id cannot be opened. Mastodon's `replies_policy` is "followed", "list" or "none". */
export function readCustomFeed(raw: unknown): List | null {
  if (!isObject(raw)) return null;
  const feedId = id(raw.id);
  if (feedId === null) return null;
  const feed: List = { id: feedId, title: text(raw.title) };
  if (typeof raw.replies_policy === "string") feed.replies_policy = raw.replies_policy;
  if (typeof raw.exclusive === "boolean") feed.exclusive = raw.exclusive;
  return feed;
}

/** A group member; Mitra names only admins as affiliated. */
export function readAffiliation(raw: unknown): Affiliation | null {
  const account = isObject(raw) ? readAccount(raw.account) : null;
  return account && { account, affiliation: "admin" };
}

/** One emoji of a post with the accounts that reacted with it (Pleroma's answer; Mitra's is the same). */
export function readReactionWithAccounts(raw: unknown): ReactionWithAccounts | null {
  if (!isObject(raw) || typeof raw.name !== "string" || !raw.name) return null;
  const accounts = readList(raw.accounts, readAccount, "account");
  const n = count(raw.count) || accounts.length;
  return n ? { name: raw.name, url: textOrNull(raw.url), count: n, me: flag(raw.me), accounts } : null;
}

const ACCOUNT_TYPES: readonly string[] = ["user", "group", "anonymous", "nomadic"] satisfies AdminAccount["account_type"][];

/** A local account as an admin sees it: Mitra's shape; Mastodon's Admin::Account has no type and no last sign-in. */
export function readAdminAccount(raw: unknown): AdminAccount | null {
  if (!isObject(raw)) return null;
  const adminId = id(raw.id);
  const account = readAccount(raw.account);
  if (adminId === null || account === null) return null;
  return {
    id: adminId,
    role: isObject(raw.role) ? readRole(raw.role) : null,
    account,
    account_type: (ACCOUNT_TYPES.includes(raw.account_type as string) ? raw.account_type : "user") as AdminAccount["account_type"],
    last_login_at: dateOrNull(raw.last_login_at),
  };
}

const object = (value: unknown) => (isObject(value) ? value : {});

/** GET /api/v2/instance: Mitra's and Mastodon's; null when it names no domain. */
export function readInstanceV2(raw: unknown): InstanceV2 | null {
  if (!isObject(raw)) return null;
  const domain = text(raw.domain);
  if (!domain) return null;
  const registrations = object(raw.registrations);
  const users = object(object(raw.usage).users);
  const instance: InstanceV2 = {
    domain,
    title: text(raw.title, domain),
    description: text(raw.description),
    version: text(raw.version),
    registrations: {
      enabled: flag(registrations.enabled),
      approval_required: flag(registrations.approval_required),
      message: textOrNull(registrations.message),
    },
  };
  if (typeof raw.extended_description === "string") instance.extended_description = raw.extended_description;
  if (typeof raw.source_url === "string") instance.source_url = raw.source_url;
  if ("active_month" in users) instance.usage = { users: { active_month: count(users.active_month) } };
  if (isObject(raw.configuration)) instance.configuration = raw.configuration;
  if (isObject(raw.contact)) {
    const contact = raw.contact;
    instance.contact = { email: text(contact.email), account: readAccount(contact.account) };
  }
  // Mitra's reaction defaults.
  if (raw.like_emoji === "heart" || raw.like_emoji === "thumbs_up") instance.like_emoji = raw.like_emoji;
  if (Array.isArray(raw.favorite_emojis)) instance.favorite_emojis = strings(raw.favorite_emojis);
  return instance;
}

export const extraReaders = {
  customFeed: { kind: "custom feed", read: readCustomFeed } as Reader<List>,
  affiliation: { kind: "group member", read: readAffiliation } as Reader<Affiliation>,
  reaction: { kind: "reaction", read: readReactionWithAccounts } as Reader<ReactionWithAccounts>,
  adminAccount: { kind: "admin account", read: readAdminAccount } as Reader<AdminAccount>,
};
