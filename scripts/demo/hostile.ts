// Hostile content for the hardening tests (POST /__test__/hostile): a remote server we do not control can send
// anything in any field, so this plants the caller's payloads into every field that reaches the screen, as raw
// values the serialisers pass through untouched (no escaping, no Markdown, no URL checks).
//
// Each payload i gets a local account hostile_<i> (display name, bio, field names and values, avatar, header,
// account emoji) and a public post by it (content, poll options, alt text, attachment URLs and types, custom emoji
// shortcodes and URLs, mention and tag URLs, language), visible on the local timeline, its profile and in search
// ("hostile"). The first 30 also reply to payload 0's post (a thread), and each account sends `recipient` a
// notification (favourite, reblog, mention, follow, emoji reaction with the payload as the reaction). The instance
// title, descriptions and the blockchain description carry payloads too.
import type { components } from "../../src/api/schema.gen";
import { ApiError } from "./http";
import { illustrationSvg } from "./media-gen";
import { addLocalProfile, findProfileByAcct, notify } from "./model";
import { createPost } from "./posts";
import { addMedia } from "./seed";
import type { NotificationType, Profile, State } from "./state";

type Schemas = components["schemas"];

export interface HostileAccount {
  note: string;
  displayName: string;
  fields: { name: string; value: string }[];
  avatar: string;
  header: string;
  url: string;
  emojis: Schemas["CustomEmoji"][];
}

export interface HostilePost {
  emojis: Schemas["CustomEmoji"][];
  pollTitles: string[];
  attachments: { type: string; url: string; preview_url: string; description: string }[];
  mentions: { id: string; username: string; acct: string; url: string }[];
  tags: { name: string; url: string }[];
  /** Quoted posts as Mitra lists them (only `id` and `uri` matter to a client's link routing). */
  links?: { id: string; uri: string; url: string }[];
  language: string;
}

export interface HostileInstance {
  title: string;
  shortDescription: string;
  description: string;
  chainDescription: string;
}

export interface HostileOverlay {
  accounts: Map<string, HostileAccount>;
  posts: Map<string, HostilePost>;
  instance: HostileInstance | null;
}

export interface HostileInput {
  payloads: string[];
  urls: string[];
  shortcodes: string[];
  recipient: string;
}

const NOTIFICATION_TYPES: NotificationType[] = ["favourite", "reblog", "mention", "follow", "pleroma:emoji_reaction"];
const ATTACHMENT_TYPES = ["image", "video", "audio", "unknown"] as const;
const THREAD_REPLIES = 30;

export function parseHostileInput(body: Record<string, unknown> | undefined): HostileInput {
  const strings = (key: string, required: boolean): string[] => {
    const value = body?.[key];
    if (value === undefined && !required) return [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
      throw new ApiError(400, `${key} must be a list of strings`);
    }
    return value as string[];
  };
  const payloads = strings("payloads", true);
  if (payloads.length === 0) throw new ApiError(400, "payloads must not be empty");
  const urls = strings("urls", false);
  const recipient = typeof body?.recipient === "string" ? body.recipient : "alice";
  return { payloads, urls: urls.length ? urls : ["javascript:window.__pwned=1"], shortcodes: strings("shortcodes", false), recipient };
}

function overlayOf(state: State): HostileOverlay {
  state.hostile ??= { accounts: new Map(), posts: new Map(), instance: null };
  return state.hostile;
}

export function plantHostile(state: State, input: HostileInput, base: string) {
  const recipient = findProfileByAcct(state, input.recipient);
  if (!recipient || recipient.host !== null) throw new ApiError(404, "profile not found");
  const overlay = overlayOf(state);
  const { payloads, urls, shortcodes } = input;
  const url = (i: number) => urls[i % urls.length];
  const home = `${base}/media/emoji/blobcat.svg`;
  const emojis = (i: number): Schemas["CustomEmoji"][] => [
    { shortcode: "blobcat", url: home, static_url: home, visible_in_picker: true, category: null },
    ...shortcodes.map((shortcode, k) => ({
      shortcode,
      url: k % 2 ? home : url(i + k),
      static_url: url(i + k + 1),
      visible_in_picker: true,
      category: null,
    })),
    ...["hostile_emoji", "hostile_srcset", "hostile_css", "hostile_js"].map((shortcode, k) => ({
      shortcode,
      url: url(i + k),
      static_url: url(i + k + 2),
      visible_in_picker: true,
      category: url(i + k + 3),
    })),
  ];
  const now = Date.now();
  const accounts: { id: string; acct: string }[] = [];
  const posts: string[] = [];
  const alicePost = [...state.posts.values()].find((p) => p.authorId === recipient.id && !p.deleted && !p.reblogOfId);
  const picture = (ownerId: string, i: number) =>
    addMedia(state, ownerId, "image/svg+xml", "svg", illustrationSvg(`hostile ${i}`, `h${i}`), payloads[i], now).id;

  payloads.forEach((payload, i) => {
    const other = payloads[(i + 1) % payloads.length];
    const profile = hostileProfile(state, i, payload, now);
    overlay.accounts.set(profile.id, {
      displayName: payload,
      note: payload,
      fields: [
        { name: payload, value: payload },
        { name: "Website", value: `<a href="${url(i)}" rel="me">${url(i)}</a>` },
        { name: other, value: `<a href="${url(i + 1)}">${other}</a>` },
      ],
      avatar: url(i),
      header: url(i + 1),
      url: url(i + 2),
      emojis: emojis(i),
    });
    accounts.push({ id: profile.id, acct: profile.username });
    const post = createPost(state, {
      authorId: profile.id,
      source: `hostile ${i}`,
      createdAt: now - (payloads.length - i) * 1000,
      mediaIds: [picture(profile.id, i)],
      poll: { options: ["first", "second", "third"], multiple: i % 2 === 1, expiresAt: now + 86_400_000 },
      notify: false,
    });
    post.html = payload;
    post.tags = ["hostile"];
    overlay.posts.set(post.id, {
      emojis: emojis(i),
      pollTitles: [payload, other, `:blobcat: ${payload}`],
      attachments: [0, 1, 2].map((k) => ({
        type: ATTACHMENT_TYPES[(i + k) % ATTACHMENT_TYPES.length],
        url: url(i + k),
        preview_url: url(i + k + 1),
        description: k === 1 ? other : payload,
      })),
      mentions: [
        { id: recipient.id, username: recipient.username, acct: recipient.username, url: url(i) },
        { id: profile.id, username: profile.username, acct: profile.username, url: `${base}/users/${profile.username}` },
      ],
      tags: [
        { name: "hostile", url: url(i + 1) },
        { name: payload.slice(0, 200), url: url(i + 2) },
        { name: "../../settings?x=1#y", url: `${base}/collections/tags/hostile` },
      ],
      language: i % 3 === 0 ? `en" onfocus="window.__pwned=1` : payload.slice(0, 64),
    });
    posts.push(post.id);
    const type = NOTIFICATION_TYPES[i % NOTIFICATION_TYPES.length];
    const postId = type === "mention" ? post.id : type === "follow" ? null : alicePost?.id ?? post.id;
    notify(state, recipient.id, type, profile.id, {
      postId,
      reaction: type === "pleroma:emoji_reaction" ? payload.slice(0, 1000) : null,
      createdAt: now - (payloads.length - i) * 1000,
    });
  });

  const root = state.posts.get(posts[0])!;
  const thread: string[] = [];
  for (let i = 1; i < Math.min(payloads.length, THREAD_REPLIES + 1); i++) {
    const reply = createPost(state, {
      authorId: state.posts.get(posts[i])!.authorId,
      source: `hostile reply ${i}`,
      inReplyToId: root.id,
      createdAt: now + i,
      notify: false,
    });
    reply.html = payloads[i];
    overlay.posts.set(reply.id, overlay.posts.get(posts[i])!);
    thread.push(reply.id);
  }

  const htmlPayloads = payloads.filter((p) => p.length < 5000);
  overlay.instance = {
    title: payloads.find((p) => /[\u202A-\u202E\u2066-\u2069]/.test(p)) ?? payloads[0].slice(0, 200),
    shortDescription: payloads[0].slice(0, 2000),
    description: htmlPayloads.join("\n"),
    chainDescription: htmlPayloads.slice(0, 40).join(""),
  };
  return { accounts, posts, thread: { root: root.id, replies: thread } };
}

function hostileProfile(state: State, i: number, payload: string, now: number): Profile {
  const profile = addLocalProfile(state, {
    id: state.newId(now - 86_400_000 + i),
    username: `hostile_${i}`,
    displayName: payload,
    createdAt: now - 86_400_000,
    lastActiveAt: now,
  });
  profile.noteSource = `hostile ${i}`;
  profile.bot = i % 7 === 0;
  return profile;
}

/** Applies the raw hostile values to a serialised account. */
export function hostileAccountJson<T extends Schemas["Account"]>(state: State, json: T): T {
  const h = state.hostile?.accounts.get(json.id);
  if (!h) return json;
  return {
    ...json,
    display_name: h.displayName,
    note: h.note,
    url: h.url,
    avatar: h.avatar,
    avatar_static: h.avatar,
    header: h.header,
    header_static: h.header,
    emojis: h.emojis,
    fields: h.fields.map((f) => ({ ...f, verified_at: null, is_legacy_proof: false })),
  };
}

/** Applies the raw hostile values to a serialised post (not a repost wrapper). */
export function hostileStatusJson(state: State, json: Schemas["Status"]): Schemas["Status"] {
  const h = state.hostile?.posts.get(json.id);
  if (!h) return json;
  return {
    ...json,
    emojis: h.emojis,
    language: h.language,
    poll: json.poll && {
      ...json.poll,
      options: json.poll.options.map((o, k) => ({ ...o, title: h.pollTitles[k] ?? o.title })),
    },
    // The real picture first (its alt text is the payload), then attachments with hostile URLs and types.
    media_attachments: [
      ...json.media_attachments,
      ...h.attachments.map((a, k) => ({ id: `${json.id}-hostile-${k}`, ...a })),
    ] as Schemas["Attachment"][],
    mentions: h.mentions,
    tags: h.tags,
    ...(h.links ? { links: h.links as unknown as Schemas["Status"][] } : {}),
  };
}
