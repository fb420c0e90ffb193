// Seed data, part 1: instance constants, demo accounts (with passwords and sign-in methods), profiles.
import { ethereumAddressOf, MONERO_DEMO } from "./crypto";
import { bannerPng, landscapePng } from "./media-gen";
import type { AuthMethod, Media, Profile, RoleName, State, User } from "./state";
import { DAY } from "./util";

export { MONERO_DEMO };

export const MONERO_CHAIN_ID = "monero:418015bb9ae982a1975da7d79277c270";
export const INVITE_CODES = ["tidepool-welcome-2025", "tidepool-friend-0a7c", "tidepool-friend-93d1"];

/** A throwaway key for the seeded Ethereum user (eve). Never use it for anything real. */
export const ETHEREUM_DEMO = {
  privateKey: "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
  get address(): string {
    return ethereumAddressOf(this.privateKey);
  },
};

export interface DemoAccount {
  username: string;
  password: string | null;
  signIn: string;
  purpose: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: "admin", password: "admin-demo", signIn: "password", purpose: "Instance admin: all permissions, admin deletes, load replies, admin.sign_up notifications" },
  { username: "alice", password: "alice-demo", signIn: "password", purpose: "Main demo user: full home timeline, notifications of every type, custom feeds, bookmarks, mutes, aliases, sells subscriptions" },
  { username: "bob", password: "bob-demo", signIn: "password", purpose: "Ordinary user; subscribed to alice" },
  { username: "carol", password: "carol-demo", signIn: "password", purpose: "Locked account: following her gives a follow request; has pending requests to review" },
  { username: "dana", password: "dana-demo", signIn: "password", purpose: "Photographer selling Monero subscriptions; subscribers-only posts; open invoice" },
  { username: "grace", password: "grace-demo", signIn: "password", purpose: "Read-only user (no create_post): posting is refused with 403" },
  { username: "harbor_news", password: "harbor-news-demo", signIn: "password", purpose: "Bot account posting local news" },
  { username: "eve", password: null, signIn: "eip4361 (Ethereum wallet; demo key in ETHEREUM_DEMO)", purpose: "Signs in with Ethereum only" },
  { username: "frank", password: null, signIn: "caip122_monero (demo address and signature in MONERO_DEMO)", purpose: "Signs in with Monero only" },
];

interface ProfileSeed {
  username: string;
  host?: string;
  displayName: string;
  note: string;
  daysOld: number;
  locked?: boolean;
  bot?: boolean;
  acctIsUrl?: string;
  fields?: [string, string, boolean?][];
  avatar?: boolean;
  header?: boolean;
}

const PROFILES: ProfileSeed[] = [
  { username: "admin", displayName: "Tidepool Admin", note: "Keeping the lights on at **Tidepool**. Ask me about the server, moderation or invites.", daysOld: 400, fields: [["Status page", "https://status.tidepool.example"]], avatar: true },
  { username: "alice", displayName: "Alice Moreau", note: "Gardener, cyclist and occasional Rust programmer in Lindenhaven. I post about #gardening, #cycling and the makerspace.\n\nSubscribers get my seed-saving notes.", daysOld: 380, fields: [["Website", "https://alice.example", true], ["Pronouns", "she/her"], ["$XMR", MONERO_DEMO.address]], avatar: true, header: true },
  { username: "bob", displayName: "Bob Lindqvist", note: "Woodworker. Fixes bikes at the Saturday repair café.", daysOld: 300, fields: [["Workshop", "https://bob-builds.example", true]], avatar: true },
  { username: "carol", displayName: "Carol 🌙", note: "Night owl, amateur astronomer. Locked account — say hi before you follow.", daysOld: 250, locked: true, avatar: true },
  { username: "dana", displayName: "Dana Okafor", note: "Film photographer. Darkroom notes and full-resolution scans for subscribers. #photography", daysOld: 200, fields: [["Portfolio", "https://dana.example/photos"], ["$BTC", "bc1qdemo0dana0address0x7k2"]], avatar: true, header: true },
  { username: "grace", displayName: "Grace", note: "Mostly reading. Read-only account for now.", daysOld: 40 },
  { username: "harbor_news", displayName: "Harbor News Bot", note: "Automated posts from the Lindenhaven harbour office: tides, ferries, closures.", daysOld: 180, bot: true, avatar: true },
  { username: "eve", displayName: "Eve (wallet)", note: "Signed up with an Ethereum wallet.", daysOld: 90 },
  { username: "frank", displayName: "Frank", note: "Monero enthusiast. Signed in with a Monero wallet.", daysOld: 60 },
  { username: "lena", host: "fedi.example", displayName: "Lena Fischer", note: "Botanist at the university garden. Ferns, mosses and the people who love them.", daysOld: 500, fields: [["Lab", "https://botany.fedi.example", true]], avatar: true },
  { username: "marco", host: "social.example", displayName: "Marco", note: "This account has moved to @marco@mitra.example", daysOld: 700, avatar: true },
  { username: "olga", host: "mitra.example", displayName: "Alice (old account)", note: "Old home of Alice Moreau; see @alice on Tidepool.", daysOld: 900 },
  { username: "nomad", displayName: "Nomad Relay", note: "A nomadic actor without a webfinger address.", daysOld: 120, acctIsUrl: "https://peer.example/actors/7f3a9c" },
  { username: "promo", host: "deals.example", displayName: "Deals Deals Deals", note: "Best offers every hour!!!", daysOld: 30, bot: true },
];

const USERS: { username: string; role: RoleName; methods: AuthMethod[]; password?: string }[] = [
  { username: "admin", role: "admin", methods: ["password"] },
  { username: "alice", role: "user", methods: ["password"] },
  { username: "bob", role: "user", methods: ["password"] },
  { username: "carol", role: "user", methods: ["password"] },
  { username: "dana", role: "user", methods: ["password"] },
  { username: "grace", role: "read_only_user", methods: ["password"] },
  { username: "harbor_news", role: "user", methods: ["password"] },
  { username: "eve", role: "user", methods: ["eip4361"] },
  { username: "frank", role: "user", methods: ["caip122_monero"] },
];

export function addMedia(
  state: State,
  ownerId: string,
  mediaType: string,
  ext: string,
  data: Buffer,
  description: string | null,
  at: number,
): Media {
  const media: Media = { id: state.newId(at), ownerId, mediaType, ext, data, description };
  state.media.set(media.id, media);
  return media;
}

/** Creates profiles and users; returns username → profile id. */
export function seedAccounts(state: State, now: number): Map<string, string> {
  const ids = new Map<string, string>();
  for (const seed of PROFILES) {
    const createdAt = now - seed.daysOld * DAY;
    const id = state.newId(createdAt);
    const remoteActorId = seed.acctIsUrl ?? (seed.host ? `https://${seed.host}/users/${seed.username}` : null);
    const profile: Profile = {
      id,
      username: seed.username,
      host: seed.acctIsUrl ? new URL(seed.acctIsUrl).host : seed.host ?? null,
      remoteActorId,
      acctIsUrl: seed.acctIsUrl !== undefined,
      displayName: seed.displayName,
      noteSource: seed.note,
      avatarId: null,
      headerId: null,
      locked: seed.locked ?? false,
      bot: seed.bot ?? false,
      mentionPolicy: "none",
      fields: (seed.fields ?? []).map(([name, value, verified]) => ({
        name,
        value,
        verifiedAt: verified ? createdAt + DAY : null,
      })),
      identityProofs: [],
      paymentOptions: [],
      createdAt,
      lastActiveAt: now - (seed.daysOld % 17) * 3_600_000,
      aliases: [],
      deleted: false,
    };
    if (seed.avatar) {
      profile.avatarId = addMedia(state, id, "image/png", "png", landscapePng(`avatar-${seed.username}`, 96, 96), null, createdAt).id;
    }
    if (seed.header) {
      profile.headerId = addMedia(state, id, "image/png", "png", bannerPng(`header-${seed.username}`), null, createdAt).id;
    }
    state.profiles.set(id, profile);
    ids.set(seed.username + (seed.host ? `@${seed.host}` : ""), id);
  }
  for (const seed of USERS) {
    const account = DEMO_ACCOUNTS.find((a) => a.username === seed.username)!;
    const user: User = {
      profileId: ids.get(seed.username)!,
      password: account.password,
      authMethods: seed.methods,
      role: seed.role,
      ethereumAddress: seed.username === "eve" ? ETHEREUM_DEMO.address : null,
      moneroAddress: seed.username === "frank" ? MONERO_DEMO.address : null,
      clientConfig: {},
      privacy: "public",
      language: null,
      subscriptionOption: null,
    };
    state.users.set(user.profileId, user);
  }
  for (const code of INVITE_CODES) state.inviteCodes.add(code);
  return ids;
}
