// Seed data, part 3: posts. Scripted posts cover every case a screen needs (polls, media, quotes, threads
// with hidden parents, every visibility); ambient posts make the timelines read like a small instance.
import { handleOf } from "./markdown";
import { illustrationSvg, landscapePng, placeholderVideo, silentWav, tinyPdf } from "./media-gen";
import { createPost, createReblog, type NewPost } from "./posts";
import { addMedia } from "./seed";
import { ambientText, REPLY_LINES } from "./seed-corpus";
import type { Post, State } from "./state";
import { DAY, HOUR, MINUTE } from "./util";

export type Named = Record<string, Post>;

export function seedPosts(state: State, ids: Map<string, string>, now: number, large: boolean): Named {
  const id = (name: string) => ids.get(name)!;
  const named: Named = {};
  const make = (name: string | null, author: string, hoursAgo: number, input: Omit<NewPost, "authorId" | "createdAt">) => {
    const post = createPost(state, { ...input, authorId: id(author), createdAt: now - hoursAgo * HOUR, notify: false });
    if (name) named[name] = post;
    return post;
  };
  const image = (owner: string, seed: string, description: string, hoursAgo: number) =>
    addMedia(state, id(owner), "image/png", "png", landscapePng(seed), description, now - hoursAgo * HOUR).id;

  if (large) seedLargeHistory(state, ids, now);
  seedAmbient(state, ids, now);

  // --- scripted posts, newest last ---
  make("welcome", "admin", 240, {
    title: "Welcome to Tidepool",
    source:
      "Tidepool is a small Mitra instance for people around the **Lindenhaven makerspace**.\n\n- Be kind.\n- Mark sensitive media.\n- No ads.\n\nInvite codes are available on request. #tidepool",
  });
  make("guidelines", "admin", 200, {
    source: "The community guidelines are attached as a PDF for printing at the makerspace. #meta",
    mediaIds: [addMedia(state, id("admin"), "application/pdf", "pdf", tinyPdf("Tidepool community guidelines"), "Community guidelines, two pages", now - 200 * HOUR).id],
  });
  make("alicePinned", "alice", 190, {
    source: "Hi! I'm Alice. I grow vegetables on a windy allotment, ride everywhere and write small Rust tools for the makerspace. Say hello :blobcat: #introduction",
  });
  make("fern", "lena@fedi.example", 60, {
    source: "The tree ferns in our glasshouse unrolled three new fronds overnight. Fiddleheads are the best part of spring. #ferns #botany",
    mediaIds: [image("lena@fedi.example", "fern", "Three curled fern fronds unrolling in a glasshouse", 60)],
  });
  make("aliceQuote", "alice", 58, {
    source: "This is exactly why I want a fern corner on the allotment. @lena@fedi.example which species would survive sea wind?",
    quoteId: named.fern.id,
  });
  make("darkroom", "dana", 50, {
    source: "Fishing boats at first light, two frames from the new roll. #photography #filmphotography",
    mediaIds: [
      image("dana", "boats-1", "Fishing boats moored in mist, black and white", 50),
      image("dana", "boats-2", "A fisherman coiling rope on deck", 50),
    ],
  });
  make("sensitive", "dana", 47, {
    source: "From the fish market: the gutting tables. Some blood in these photos.",
    sensitive: true,
    mediaIds: [image("dana", "market-red", "Fish being cleaned on a steel table", 47)],
  });
  make("danaSubs", "dana", 44, {
    visibility: "subscribers",
    source: "Subscribers: full-resolution scans of the harbour series are up, plus my developer recipe (HC-110 dilution H, 11 minutes).",
    mediaIds: [image("dana", "scan-hires", "High resolution scan of the harbour at dusk", 44)],
  });
  make("aliceSubs", "alice", 40, {
    visibility: "subscribers",
    source: "Seed-saving notes #1: runner beans. Let the pods dry on the plant until they rattle, then shell and dry for another two weeks.",
  });
  make("pollOpen", "alice", 30, {
    source: "What should the makerspace build next?",
    poll: { options: ["A bike repair stand", "A community seed library", "A laser cutter enclosure", "More shelves, honestly"], multiple: false, expiresAt: now + 2 * DAY },
  });
  make("pollMultiple", "bob", 28, {
    source: "Which days work for the next repair café? Pick all that apply.",
    poll: { options: ["Friday evening", "Saturday morning", "Saturday afternoon", "Sunday"], multiple: true, expiresAt: now + 3 * DAY },
  });
  make("pollExpired", "harbor_news", 80, {
    source: "Survey: should the Friday ferry run an hour later in summer?",
    poll: { options: ["Yes", "No", "No opinion"], multiple: false, expiresAt: now - 20 * HOUR },
  });
  make("pollVoted", "dana", 26, {
    source: "Next zine: colour or black and white?",
    poll: { options: ["Colour", "Black and white", "Both, half and half"], multiple: false, expiresAt: now + 5 * DAY },
  });
  make("video", "bob", 24, {
    source: "Time-lapse of this morning's glue-up, 40 minutes in 20 seconds. #woodworking",
    mediaIds: [addMedia(state, id("bob"), "video/webm", "webm", placeholderVideo(), "Time-lapse of clamps being tightened on a table top", now - 24 * HOUR).id],
  });
  make("audio", "marco@social.example", 22, {
    source: "Recorded the harbour bells at noon. Turn it up.",
    mediaIds: [addMedia(state, id("marco@social.example"), "audio/wav", "wav", silentWav(), "One minute of church and harbour bells", now - 22 * HOUR).id],
  });
  make("illustration", "alice", 20, {
    source: "Drew a plan for the allotment beds this year. Crop rotation is a puzzle game. #gardening",
    mediaIds: [addMedia(state, id("alice"), "image/svg+xml", "svg", illustrationSvg("Allotment plan 2025", "plan"), "Sketch of six raised beds with crop names", now - 20 * HOUR).id],
  });
  make("bobQuote", "bob", 18, { source: "Plan accordingly, the café moves indoors.", quoteId: make("market", "harbor_news", 19, { source: "The Saturday fish market moves to the old warehouse because of the storm warning. #lindenhaven" }).id });

  // Thread with replies from several people.
  const root = make("threadRoot", "bob", 16, { source: "Repair café this Saturday, 10:00 at the makerspace. Bring broken things! #repaircafe" });
  const r1 = make("threadReply1", "alice", 15.5, { source: `${handleOf(state, id("bob"))} I'll bring the wheel truing stand and coffee.`, inReplyToId: root.id });
  make("threadReply2", "bob", 15, { source: `${handleOf(state, id("alice"))} Perfect, the truing stand was in demand last time.`, inReplyToId: r1.id });
  make("threadReply3", "lena@fedi.example", 14, { source: `${handleOf(state, id("bob"))} Wish I could come, sounds lovely.`, inReplyToId: root.id });

  // Hidden parent: Carol's followers-only question, answered publicly by Lena.
  const carolQ = make("carolPrivate", "carol", 12, { visibility: "private", source: "Does anyone have a spare 25 mm eyepiece I could borrow this weekend?" });
  make("hiddenParentReply", "lena@fedi.example", 11, {
    source: `${handleOf(state, id("carol"))} I have one you can borrow, and a moon filter too.`,
    inReplyToId: carolQ.id,
  });

  // Direct messages between Bob and Alice.
  const dm = make("dm", "bob", 9, { visibility: "direct", source: `${handleOf(state, id("alice"))} are you coming on Saturday? I need help with a tandem.` });
  make("dmReply", "alice", 8.5, { visibility: "direct", source: `${handleOf(state, id("bob"))} Yes! A tandem, how exciting.`, inReplyToId: dm.id });

  // Followers-only post with a conversation-visibility reply.
  const followersOnly = make("followersOnly", "alice", 7, { visibility: "private", source: "Followers only: allotment key is with Bob this week." });
  make("conversationReply", "bob", 6.5, { visibility: "conversation", source: "Got it, I'll leave it at the café.", inReplyToId: followersOnly.id });

  make("nomadPost", "nomad", 6, { source: "Relaying from a nomadic identity. Servers come and go, keys stay. #fediverse" });
  make("mentionAlice", "marco@social.example", 5, { source: `${handleOf(state, id("alice"))} loved your post about ferns, do you have seeds to swap?` });
  make("emojiPost", "alice", 4, { source: "The cat sat on the seed trays again :blobcat: at least they are warm" });
  make("aliceIpfs", "alice", 3, { source: "Published the allotment watering scheduler, MIT licensed. https://git.example/alice/waterbot #rust" });
  make("latestNews", "harbor_news", 1, { source: "High tide at 14:12 (2.9 m), low tide at 20:31 (0.4 m). #harbour" });
  make("promoPost", "promo@deals.example", 2, { source: "🔥🔥 MEGA DEALS on phone cases!!! Click now https://deals.example/now 🔥🔥" });

  named.aliceIpfs.ipfsCid = "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi";
  state.pinned.add(named.alicePinned.id);
  state.pinned.add(named.pollOpen.id);

  // Reposts.
  createReblog(state, id("alice"), named.darkroom, "public", now - 45 * HOUR);
  createReblog(state, id("bob"), named.latestNews, "public", now - 0.5 * HOUR);
  createReblog(state, id("lena@fedi.example"), named.illustration, "public", now - 19 * HOUR);

  // Poll votes (Alice already voted on Dana's poll).
  named.pollVoted.poll!.votes.set(id("alice"), [1]);
  named.pollVoted.poll!.extraVotes = [4, 7, 2];
  named.pollOpen.poll!.extraVotes = [5, 9, 2, 3];
  named.pollMultiple.poll!.extraVotes = [2, 6, 4, 1];
  named.pollExpired.poll!.extraVotes = [31, 12, 5];
  return named;
}

function seedAmbient(state: State, ids: Map<string, string>, now: number): void {
  const random = state.random;
  const weights: [string, string, number][] = [
    ["alice", "alice", 20],
    ["bob", "bob", 15],
    ["carol", "carol", 7],
    ["dana", "dana", 10],
    ["harbor_news", "harbor_news", 16],
    ["lena@fedi.example", "lena", 12],
    ["marco@social.example", "marco", 8],
    ["admin", "admin", 4],
  ];
  const total = weights.reduce((sum, [, , w]) => sum + w, 0);
  const pickAuthor = () => {
    let r = random.next() * total;
    for (const entry of weights) if ((r -= entry[2]) < 0) return entry;
    return weights[0];
  };
  const made: Post[] = [];
  const count = 240;
  for (let i = 0; i < count; i++) {
    const at = now - 11 * DAY + (i / count) * 10 * DAY + random.int(0, 40) * MINUTE;
    const [author, persona] = pickAuthor();
    const authorId = ids.get(author)!;
    const publicEarlier = made.filter((p) => p.visibility === "public" && p.authorId !== authorId);
    if (made.length > 20 && random.chance(0.22) && publicEarlier.length) {
      const parent = random.pick(publicEarlier.slice(-30));
      const post = createPost(state, {
        authorId,
        createdAt: at,
        source: `${handleOf(state, parent.authorId)} ${random.pick(REPLY_LINES)}`,
        inReplyToId: parent.id,
        notify: false,
      });
      made.push(post);
      continue;
    }
    const visibility = persona === "carol" ? (random.chance(0.7) ? "private" : "public") : random.chance(0.1) ? "private" : "public";
    made.push(createPost(state, { authorId, createdAt: at, source: ambientText(random, persona), visibility, notify: false }));
  }
  // Favourites and reactions from a handful of accounts, plus remote counts.
  const likers = [...ids.values()];
  for (const post of made) {
    if (post.visibility !== "public") continue;
    const favs = new Set<string>();
    for (const liker of likers) if (liker !== post.authorId && random.chance(0.12)) favs.add(liker);
    if (favs.size) state.favourites.set(post.id, favs);
    post.extraFavourites = random.chance(0.3) ? random.int(1, 12) : 0;
    post.extraReblogs = random.chance(0.15) ? random.int(1, 4) : 0;
    if (random.chance(0.15)) {
      const content = random.pick(["❤️", "😆", "🎉", "👀", ":blobcat:", "💯"]);
      state.reactions.set(post.id, [{ profileId: random.pick(likers), content }]);
    }
  }
}

/** The "large" seed: a long history from accounts Alice follows, so home pages back 25+ pages. */
function seedLargeHistory(state: State, ids: Map<string, string>, now: number): void {
  const random = state.random;
  const authors: [string, string][] = [
    ["bob", "bob"],
    ["dana", "dana"],
    ["harbor_news", "harbor_news"],
    ["lena@fedi.example", "lena"],
  ];
  const count = 6000;
  for (let i = 0; i < count; i++) {
    const [author, persona] = authors[i % authors.length];
    const at = now - 90 * DAY + (i / count) * 78 * DAY;
    createPost(state, { authorId: ids.get(author)!, createdAt: at, source: ambientText(random, persona), notify: false });
  }
}
