// Heavy posts for the rendering budget (POST /__test__/heavy): the caller's raw content, mentions, tags and quoted
// links, as a server within its limits may send them (the worst case: ~2,780 links, 50 mentions, 100 tags and 10
// quoted posts). Each post is public, by a local account `heavy_author`, on the local timeline, `minutesAgo` old.
import { ApiError } from "./http";
import { addLocalProfile } from "./model";
import { createPost } from "./posts";
import type { HostileOverlay } from "./hostile";
import type { Profile, State } from "./state";

export interface HeavyInput {
  count: number;
  content: string;
  mentions: { id: string; username: string; acct: string; url: string }[];
  tags: { name: string; url: string }[];
  links: { id: string; uri: string; url: string }[];
  minutesAgo: number;
}

const MAX_POSTS = 40;

export function parseHeavyInput(body: Record<string, unknown> | undefined): HeavyInput {
  const list = <T>(key: string): T[] => {
    const value = body?.[key];
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== "object" || v === null)) throw new ApiError(400, `${key} must be a list of objects`);
    return value as T[];
  };
  if (typeof body?.content !== "string") throw new ApiError(400, "content must be a string");
  const count = typeof body.count === "number" ? Math.min(Math.max(1, Math.floor(body.count)), MAX_POSTS) : 1;
  const minutesAgo = typeof body.minutesAgo === "number" ? Math.max(0, body.minutesAgo) : 0;
  return { count, content: body.content, mentions: list("mentions"), tags: list("tags"), links: list("links"), minutesAgo };
}

export function plantHeavy(state: State, input: HeavyInput): { posts: string[] } {
  const author = heavyAuthor(state);
  state.hostile ??= { accounts: new Map(), posts: new Map(), instance: null } satisfies HostileOverlay;
  const overlay = state.hostile;
  const newest = Date.now() - input.minutesAgo * 60_000;
  const posts: string[] = [];
  for (let i = 0; i < input.count; i++) {
    const post = createPost(state, { authorId: author.id, source: `heavy ${i}`, createdAt: newest - i * 1000, notify: false });
    post.html = input.content;
    overlay.posts.set(post.id, {
      emojis: [],
      pollTitles: [],
      attachments: [],
      mentions: input.mentions,
      tags: input.tags,
      links: input.links,
      language: "en",
    });
    posts.push(post.id);
  }
  return { posts };
}

function heavyAuthor(state: State): Profile {
  const existing = [...state.profiles.values()].find((p) => p.username === "heavy_author" && p.host === null);
  if (existing) return existing;
  const now = Date.now();
  return addLocalProfile(state, { id: state.newId(now - 86_400_000), username: "heavy_author", displayName: "Heavy Author", createdAt: now - 86_400_000, lastActiveAt: now });
}
