// Creating and changing posts, shared by the seed and the API handlers.
import { renderHtml, renderMarkdown } from "./markdown";
import { notify } from "./model";
import type { PollState, Post, State, Visibility } from "./state";

/** Rendered HTML stores this token instead of the origin; serialisers replace it per request. */
export const BASE_TOKEN = "__BASE__";

export interface NewPost {
  authorId: string;
  source: string;
  contentType?: "text/markdown" | "text/html";
  visibility?: Visibility;
  createdAt?: number;
  sensitive?: boolean;
  inReplyToId?: string | null;
  quoteId?: string | null;
  mediaIds?: string[];
  poll?: { options: string[]; multiple: boolean; expiresAt: number | null } | null;
  title?: string | null;
  language?: string | null;
  /** Extra mentions that are not written in the text (direct messages to someone). */
  extraMentionIds?: string[];
  notify?: boolean;
}

export function renderSource(state: State, source: string, contentType: string) {
  return contentType === "text/html" ? renderHtml(state, source, BASE_TOKEN) : renderMarkdown(state, source, BASE_TOKEN);
}

export function createPost(state: State, input: NewPost): Post {
  const createdAt = input.createdAt ?? Date.now();
  const contentType = input.contentType ?? "text/markdown";
  const rendered = renderSource(state, input.source, contentType);
  const parent = input.inReplyToId ? state.posts.get(input.inReplyToId) : undefined;
  const mentionIds = [...rendered.mentionIds];
  for (const id of input.extraMentionIds ?? []) if (!mentionIds.includes(id)) mentionIds.push(id);
  const id = state.newId(createdAt);
  const poll: PollState | null = input.poll
    ? {
        options: input.poll.options,
        multiple: input.poll.multiple,
        expiresAt: input.poll.expiresAt,
        votes: new Map(),
        extraVotes: input.poll.options.map(() => 0),
      }
    : null;
  const post: Post = {
    id,
    authorId: input.authorId,
    createdAt,
    editedAt: null,
    source: input.source,
    contentType,
    html: rendered.html.trim(),
    visibility: input.visibility ?? "public",
    sensitive: input.sensitive ?? false,
    inReplyToId: parent?.id ?? null,
    reblogOfId: null,
    quoteId: input.quoteId ?? null,
    mediaIds: input.mediaIds ?? [],
    poll,
    mentionIds,
    tags: rendered.tags,
    emojis: rendered.emojis,
    ipfsCid: null,
    title: input.title ?? null,
    language: input.language ?? null,
    conversationRootId: parent ? parent.conversationRootId : id,
    deleted: false,
    extraFavourites: 0,
    extraReblogs: 0,
  };
  state.posts.set(id, post);
  if (input.notify !== false) {
    const notified = new Set<string>();
    for (const mentioned of mentionIds) {
      notified.add(mentioned);
      notify(state, mentioned, "mention", input.authorId, { postId: id, createdAt });
    }
    if (parent && !notified.has(parent.authorId)) {
      notify(state, parent.authorId, "mention", input.authorId, { postId: id, createdAt });
    }
  }
  return post;
}

export function createReblog(state: State, authorId: string, original: Post, visibility: Visibility, at = Date.now()): Post {
  const id = state.newId(at);
  const post: Post = {
    ...original,
    id,
    authorId,
    createdAt: at,
    editedAt: null,
    source: "",
    html: "",
    visibility,
    inReplyToId: null,
    reblogOfId: original.id,
    quoteId: null,
    mediaIds: [],
    poll: null,
    mentionIds: [],
    tags: [],
    emojis: [],
    ipfsCid: null,
    title: null,
    conversationRootId: id,
    deleted: false,
    extraFavourites: 0,
    extraReblogs: 0,
  };
  state.posts.set(id, post);
  notify(state, original.authorId, "reblog", authorId, { postId: original.id, createdAt: at });
  return post;
}

/** Removes a post with its reposts and the notifications pointing at it. */
export function deletePost(state: State, post: Post): void {
  post.deleted = true;
  for (const other of state.posts.values()) if (other.reblogOfId === post.id) other.deleted = true;
  state.notifications = state.notifications.filter((n) => n.postId !== post.id);
  state.bookmarks = state.bookmarks.filter((b) => b.postId !== post.id);
  state.pinned.delete(post.id);
}
