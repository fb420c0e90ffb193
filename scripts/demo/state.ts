// In-memory model of the demo instance. Everything lives here and is rebuilt by the seed at each start/reset.
import type { HostileOverlay } from "./hostile";
import { createIdFactory, createRandom, type Random } from "./util";

export type Visibility = "public" | "private" | "subscribers" | "conversation" | "direct";
export type AuthMethod = "password" | "eip4361" | "caip122_monero";
export type RoleName = "user" | "admin" | "read_only_user";
export type Permission =
  | "create_follow_request"
  | "create_post"
  | "delete_any_post"
  | "delete_any_profile"
  | "manage_subscription_options";

export interface ProfileField {
  name: string;
  /** Raw value as typed (source); the HTML is derived when rendering. */
  value: string;
  verifiedAt: number | null;
}

export interface IdentityProof {
  did: string;
  /** Field label shown on the profile: "Key" for did:key, "$ETH" for did:pkh. */
  name: string;
  value: string;
  createdAt: number;
}

export type PaymentOption =
  | { type: "link"; name: string; href: string }
  | { type: "monero-subscription"; chainId: string; price: number; amountMin: number | null; objectId: string | null };

export interface Profile {
  id: string;
  username: string;
  /** null for local profiles. */
  host: string | null;
  /** For remote profiles; local ones are derived from the request's origin. */
  remoteActorId: string | null;
  /** Remote profiles whose acct is their actor URL (no webfinger address). */
  acctIsUrl: boolean;
  displayName: string;
  noteSource: string;
  avatarId: string | null;
  headerId: string | null;
  locked: boolean;
  bot: boolean;
  mentionPolicy: "none" | "only_known" | "only_contacts";
  fields: ProfileField[];
  identityProofs: IdentityProof[];
  paymentOptions: PaymentOption[];
  createdAt: number;
  lastActiveAt: number;
  /** Actor ids this profile declares as aliases (alsoKnownAs). */
  aliases: string[];
  deleted: boolean;
}

export interface SubscriptionOption {
  type: "monero";
  chainId: string;
  price: number;
  payoutAddress: string;
}

export interface User {
  profileId: string;
  password: string | null;
  authMethods: AuthMethod[];
  role: RoleName;
  ethereumAddress: string | null;
  moneroAddress: string | null;
  clientConfig: Record<string, unknown>;
  privacy: "public" | "private" | "subscribers";
  /** Default language of new posts (ISO 639-1), or null. */
  language: string | null;
  subscriptionOption: SubscriptionOption | null;
}

export interface PollState {
  options: string[];
  multiple: boolean;
  expiresAt: number | null;
  /** voter profile id → chosen option indexes */
  votes: Map<string, number[]>;
  /** Votes from remote/anonymous voters that seed data adds per option. */
  extraVotes: number[];
}

export interface Post {
  id: string;
  authorId: string;
  createdAt: number;
  editedAt: number | null;
  source: string;
  contentType: "text/markdown" | "text/html";
  html: string;
  visibility: Visibility;
  sensitive: boolean;
  inReplyToId: string | null;
  reblogOfId: string | null;
  quoteId: string | null;
  mediaIds: string[];
  poll: PollState | null;
  mentionIds: string[];
  tags: string[];
  emojis: string[];
  ipfsCid: string | null;
  title: string | null;
  language: string | null;
  /** Id of the thread's root post (its own id for a root). */
  conversationRootId: string;
  deleted: boolean;
  /** Extra counts for remote interactions the demo does not model one by one. */
  extraFavourites: number;
  extraReblogs: number;
}

export interface Media {
  id: string;
  ownerId: string;
  mediaType: string;
  ext: string;
  data: Buffer;
  description: string | null;
}

export type NotificationType =
  | "follow"
  | "follow_request"
  | "favourite"
  | "pleroma:emoji_reaction"
  | "mention"
  | "reblog"
  | "subscription"
  | "subscription_expiration"
  | "subscriber_leaving"
  | "payment_anonymous"
  | "move"
  | "admin.sign_up"
  | "moderation_warning";

export interface Notification {
  id: number;
  recipientId: string;
  type: NotificationType;
  senderId: string;
  postId: string | null;
  reaction: string | null;
  paymentAmount: number | null;
  createdAt: number;
}

export interface Marker {
  lastReadId: string;
  updatedAt: number;
}

export interface CustomFeed {
  id: number;
  ownerId: string;
  title: string;
  accountIds: string[];
}

export type InvoiceStatus =
  | "requested"
  | "open"
  | "paid"
  | "forwarded"
  | "underpaid"
  | "completed"
  | "timeout"
  | "cancelled"
  | "failed";

export interface Invoice {
  id: string;
  senderId: string;
  recipientId: string;
  chainId: string;
  paymentAddress: string | null;
  amount: number;
  status: InvoiceStatus;
  createdAt: number;
  expiresAt: number;
}

export interface Subscription {
  id: number;
  senderId: string;
  recipientId: string;
  expiresAt: number;
  updatedAt: number;
}

export interface Token {
  token: string;
  profileId: string;
  createdAt: number;
  expiresAt: number;
}

export interface State {
  random: Random;
  newId: (at: number) => string;
  seq: () => number;
  startedAt: number;
  profiles: Map<string, Profile>;
  users: Map<string, User>;
  posts: Map<string, Post>;
  media: Map<string, Media>;
  /** "followerId>targetId" → follow id (the paging cursor of followers/following lists) */
  follows: Map<string, number>;
  hiddenReblogs: Set<string>;
  hiddenReplies: Set<string>;
  followRequests: { id: number; senderId: string; targetId: string; rejected: boolean }[];
  mutes: { id: number; userId: string; targetId: string }[];
  favourites: Map<string, Set<string>>;
  bookmarks: { id: number; userId: string; postId: string }[];
  reactions: Map<string, { profileId: string; content: string }[]>;
  pinned: Set<string>;
  notifications: Notification[];
  markers: Map<string, { notifications?: Marker; home?: Marker }>;
  feeds: CustomFeed[];
  invoices: Map<string, Invoice>;
  subscriptions: Subscription[];
  tokens: Map<string, Token>;
  inviteCodes: Set<string>;
  idempotency: Map<string, string>;
  usedNonces: Set<string>;
  /** Raw hostile values planted by POST /__test__/hostile (test mode only). */
  hostile?: HostileOverlay;
}

export function createState(seed = 20250101): State {
  const random = createRandom(seed);
  let counter = 1000;
  return {
    random,
    newId: createIdFactory(random),
    seq: () => ++counter,
    startedAt: Date.now(),
    profiles: new Map(),
    users: new Map(),
    posts: new Map(),
    media: new Map(),
    follows: new Map(),
    hiddenReblogs: new Set(),
    hiddenReplies: new Set(),
    followRequests: [],
    mutes: [],
    favourites: new Map(),
    bookmarks: [],
    reactions: new Map(),
    pinned: new Set(),
    notifications: [],
    markers: new Map(),
    feeds: [],
    invoices: new Map(),
    subscriptions: [],
    tokens: new Map(),
    inviteCodes: new Set(),
    idempotency: new Map(),
    usedNonces: new Set(),
  };
}

export const ROLE_PERMISSIONS: Record<RoleName, Permission[]> = {
  user: ["create_follow_request", "create_post", "manage_subscription_options"],
  admin: [
    "create_follow_request",
    "create_post",
    "delete_any_post",
    "delete_any_profile",
    "manage_subscription_options",
  ],
  read_only_user: ["create_follow_request"],
};

export const followKey = (followerId: string, targetId: string): string => `${followerId}>${targetId}`;
