// Seed data, part 4: the social graph and everything around it — follows, requests, mutes, custom feeds,
// bookmarks, reactions, notifications of every type, subscriptions, invoices, aliases, identity proofs.
import { didKeyFromEd25519 } from "./crypto";
import { notify } from "./model";
import { BASE_TOKEN } from "./posts";
import { MONERO_CHAIN_ID, MONERO_DEMO } from "./seed";
import type { Named } from "./seed-posts";
import { followKey, type NotificationType, type State } from "./state";
import { DAY, demoInvoiceAddress, HOUR, MINUTE } from "./util";

/** Fixed ed25519 public key of the seeded identity proof (the demo does not hold its secret). */
const ALICE_KEY = new Uint8Array(32).map((_, i) => (i * 37 + 11) & 0xff);

export function seedSocial(state: State, ids: Map<string, string>, named: Named, now: number): void {
  const id = (name: string) => ids.get(name)!;
  const follow = (a: string, b: string) => state.follows.set(followKey(id(a), id(b)), state.seq());

  // Alice follows most people; her home timeline is busy.
  for (const target of ["bob", "dana", "harbor_news", "lena@fedi.example", "marco@social.example", "admin", "promo@deals.example", "nomad"]) {
    follow("alice", target);
  }
  for (const [a, b] of [
    ["bob", "alice"], ["bob", "dana"], ["bob", "harbor_news"], ["carol", "alice"], ["carol", "bob"],
    ["dana", "alice"], ["dana", "bob"], ["lena@fedi.example", "alice"], ["marco@social.example", "alice"],
    ["admin", "alice"], ["admin", "bob"], ["grace", "alice"], ["grace", "dana"], ["eve", "alice"],
    ["frank", "dana"], ["olga@mitra.example", "alice"], ["bob", "carol"], ["dana", "carol"],
  ] as const) {
    follow(a, b);
  }
  state.hiddenReblogs.add(`${id("alice")}>${id("harbor_news")}`);

  // Pending follow requests: to Carol (locked) and an old one to Alice from the nomadic relay.
  state.followRequests.push({ id: state.seq(), senderId: id("alice"), targetId: id("carol"), rejected: false });
  state.followRequests.push({ id: state.seq(), senderId: id("grace"), targetId: id("carol"), rejected: false });
  state.followRequests.push({ id: state.seq(), senderId: id("nomad"), targetId: id("alice"), rejected: false });

  // Mutes.
  state.mutes.push({ id: state.seq(), userId: id("alice"), targetId: id("promo@deals.example") });
  state.mutes.push({ id: state.seq(), userId: id("bob"), targetId: id("harbor_news") });

  // Custom feeds.
  state.feeds.push({ id: state.seq(), ownerId: id("alice"), title: "Makers", accountIds: [id("bob"), id("dana"), id("lena@fedi.example")] });
  state.feeds.push({ id: state.seq(), ownerId: id("alice"), title: "Local news", accountIds: [id("harbor_news")] });
  state.feeds.push({ id: state.seq(), ownerId: id("bob"), title: "Bikes", accountIds: [id("alice")] });

  // Bookmarks.
  for (const name of ["fern", "darkroom", "threadRoot", "pollExpired"]) {
    state.bookmarks.push({ id: state.seq(), userId: id("alice"), postId: named[name].id });
  }

  // Favourites and reactions on scripted posts.
  const fav = (post: string, who: string) => {
    const set = state.favourites.get(named[post].id) ?? new Set<string>();
    set.add(id(who));
    state.favourites.set(named[post].id, set);
  };
  fav("fern", "alice");
  fav("darkroom", "alice");
  fav("alicePinned", "bob");
  fav("alicePinned", "dana");
  fav("illustration", "lena@fedi.example");
  const react = (post: string, who: string, content: string) => {
    const list = state.reactions.get(named[post].id) ?? [];
    list.push({ profileId: id(who), content });
    state.reactions.set(named[post].id, list);
  };
  react("alicePinned", "bob", "❤️");
  react("alicePinned", "lena@fedi.example", "❤️");
  react("alicePinned", "dana", ":blobcat:");
  react("darkroom", "alice", "🎉");
  react("illustration", "bob", "👀");

  // Notifications: every type for Alice, sign-ups for the admin.
  const n = (to: string, type: NotificationType, from: string, minutesAgo: number, extra: { post?: string; reaction?: string; amount?: number } = {}) =>
    notify(state, id(to), type, id(from), {
      postId: extra.post ? named[extra.post].id : null,
      reaction: extra.reaction ?? null,
      paymentAmount: extra.amount ?? null,
      createdAt: now - minutesAgo * MINUTE,
    });
  n("alice", "follow", "eve", 60 * 30);
  n("alice", "subscriber_leaving", "grace", 60 * 26);
  n("alice", "subscription_expiration", "dana", 60 * 25);
  n("alice", "move", "marco@social.example", 60 * 24);
  n("alice", "follow_request", "nomad", 60 * 20);
  n("alice", "favourite", "bob", 60 * 18, { post: "alicePinned" });
  n("alice", "pleroma:emoji_reaction", "lena@fedi.example", 60 * 17, { post: "alicePinned", reaction: "❤️" });
  n("alice", "pleroma:emoji_reaction", "dana", 60 * 16, { post: "alicePinned", reaction: ":blobcat:" });
  n("alice", "reblog", "lena@fedi.example", 60 * 15, { post: "illustration" });
  n("alice", "mention", "bob", 60 * 14, { post: "threadReply2" });
  n("alice", "subscription", "bob", 60 * 12, { amount: 10_000_000_000 });
  n("alice", "mention", "bob", 60 * 9, { post: "dm" });
  n("alice", "follow", "olga@mitra.example", 60 * 8);
  n("alice", "favourite", "lena@fedi.example", 60 * 7, { post: "illustration" });
  n("alice", "mention", "marco@social.example", 60 * 5, { post: "mentionAlice" });
  n("alice", "favourite", "dana", 60 * 2, { post: "alicePinned" });
  n("carol", "follow_request", "alice", 60 * 3);
  n("carol", "follow_request", "grace", 60 * 2);
  n("bob", "mention", "alice", 60 * 15.5, { post: "threadReply1" });
  n("admin", "admin.sign_up", "grace", 60 * 24 * 40);
  n("admin", "admin.sign_up", "eve", 60 * 24 * 90);
  n("admin", "admin.sign_up", "frank", 60 * 24 * 60);
  const aliceNotes = state.notifications.filter((x) => x.recipientId === id("alice"));
  state.markers.set(id("alice"), {
    notifications: { lastReadId: String(aliceNotes[Math.floor(aliceNotes.length / 2)].id), updatedAt: now - 10 * HOUR },
  });

  // Subscriptions: Alice and Dana sell them; Bob pays Alice, Grace's lapsed, Alice's to Dana expired.
  const price = 3858; // 0.01 XMR per month, in piconero per second
  for (const seller of ["alice", "dana"]) {
    const user = state.users.get(id(seller))!;
    user.subscriptionOption = { type: "monero", chainId: MONERO_CHAIN_ID, price, payoutAddress: MONERO_DEMO.address };
    state.profiles.get(id(seller))!.paymentOptions.push({
      type: "monero-subscription",
      chainId: MONERO_CHAIN_ID,
      price,
      amountMin: 1_000_000_000,
      objectId: null,
    });
  }
  const sub = (sender: string, recipient: string, expiresAt: number) =>
    state.subscriptions.push({ id: state.seq(), senderId: id(sender), recipientId: id(recipient), expiresAt, updatedAt: now - 12 * HOUR });
  sub("bob", "alice", now + 29 * DAY);
  sub("grace", "alice", now - 2 * DAY);
  sub("alice", "dana", now - 1 * DAY);
  sub("frank", "dana", now + 60 * DAY);
  state.profiles.get(id("lena@fedi.example"))!.paymentOptions.push({ type: "link", name: "Ko-fi", href: "https://ko-fi.example/lena" });

  const invoice = (sender: string, recipient: string, status: "open" | "completed" | "cancelled" | "paid", hoursAgo: number, amount: number) => {
    const createdAt = now - hoursAgo * HOUR;
    const inv = {
      id: state.newId(createdAt),
      senderId: id(sender),
      recipientId: id(recipient),
      chainId: MONERO_CHAIN_ID,
      paymentAddress: demoInvoiceAddress(state.random),
      amount,
      status,
      createdAt,
      expiresAt: createdAt + 4 * HOUR,
    };
    state.invoices.set(inv.id, inv);
  };
  invoice("bob", "alice", "completed", 12, 10_000_000_000);
  invoice("grace", "alice", "cancelled", 24 * 5, 10_000_000_000);
  invoice("frank", "dana", "open", 1, 20_000_000_000);
  invoice("eve", "dana", "paid", 0.5, 10_000_000_000);

  // Aliases: Alice declares her old account (verified, it points back) and one that does not.
  const olga = state.profiles.get(id("olga@mitra.example"))!;
  const alice = state.profiles.get(id("alice"))!;
  alice.aliases.push(olga.remoteActorId!, "https://gone.example/users/alice");
  olga.aliases.push(`${BASE_TOKEN}/users/alice`);

  // Identity proofs: Alice linked a minisign key; Lena an Ethereum address.
  alice.identityProofs.push({ did: didKeyFromEd25519(ALICE_KEY), name: "Key", value: didKeyFromEd25519(ALICE_KEY), createdAt: now - 100 * DAY });
  state.profiles.get(id("lena@fedi.example"))!.identityProofs.push({
    did: "did:pkh:eip155:1:0x5b38da6a701c568545dcfcb03fcb875f56beddc4",
    name: "$ETH",
    value: "0x5b38da6a701c568545dcfcb03fcb875f56beddc4",
    createdAt: now - 300 * DAY,
  });
  state.profiles.get(id("marco@social.example"))!.aliases.push("https://mitra.example/users/marco");

  // Client config and default visibility.
  state.users.get(id("alice"))!.clientConfig = { "mitra-web": { theme: "light", defaultVisibility: "public" } };
}
