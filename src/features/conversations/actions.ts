// Direct conversations: the list, further pages, and a reply sent in place with direct visibility.
import { atom } from "jotai";
import { newIdempotencyKey, type Page } from "../../api/client";
import { getPage } from "../../api/paging";
import { conversationReader, getConversations, markConversationRead, type Conversation } from "../../api/endpoints/conversations";
import { createStatus } from "../../api/endpoints/statuses";
import type { Account, Status } from "../../api/types";
import { isRecord } from "../../lib/storage";
import { adoptAccounts } from "../../state/account-cache";
import { adoptOwnReplyAtom } from "../../state/posts";
import { definePagedQuery, expectShape, STALE_AFTER } from "../../state/query";
import { apiAtom, serverAtom } from "../../state/session";

export type { Conversation };

function parseConversation(raw: unknown): Conversation {
  expectShape(isRecord(raw) && typeof raw.id === "string" && Array.isArray(raw.accounts) && isRecord(raw.last_status), "a conversation was expected");
  return raw as unknown as Conversation;
}

/** Direct conversations, the newest first, paged by the Link header. */
export const conversationsQuery = definePagedQuery({
  name: "conversations",
  key: (_list: "all") => "all",
  loadPage: (get, _list, cursor: string | null): Promise<Page<Conversation>> =>
    cursor ? getPage(get(apiAtom), cursor, conversationReader) : getConversations(get(apiAtom)),
  parseItem: parseConversation,
  itemKey: (conversation) => conversation.id,
  adopt: (get, set, page) => adoptAccounts(get, set, page.items.flatMap((c) => c.accounts)),
  staleAfter: STALE_AFTER.short,
});

/** A fresh idempotency key for one message. */
export const newReplyKey = (): string => newIdempotencyKey();

/** The mentions that address everyone else in the conversation; accounts known only by URL cannot be mentioned. */
export function addressees(accounts: readonly Account[]): string {
  return accounts
    .filter((a) => !a.acct.includes("/"))
    .map((a) => `@${a.acct}`)
    .join(" ");
}

/**
 * Replies to the conversation's last message. The same key is reused on retry, so a post is never sent twice. The
 * reply becomes the conversation's newest message, and the conversation moves to the top of the list.
 */
export const sendDirectReplyAtom = atom(
  null,
  async (get, set, { conversation, text, key = newIdempotencyKey() }: { conversation: Conversation; text: string; key?: string }): Promise<Status> => {
    const reply = await createStatus(
      get(apiAtom),
      { status: text, visibility: "direct", in_reply_to_id: conversation.last_status.id, content_type: "text/markdown" },
      key,
    );
    set(adoptOwnReplyAtom, reply);
    set(conversationsQuery.updateAtom, "all", (data) =>
      data && { ...data, items: [{ ...conversation, unread: false, last_status: reply }, ...data.items.filter((c) => c.id !== conversation.id)] },
    );
    return reply;
  },
);

/**
 * Opening an unread conversation (its thread, or the reply form) marks it read where the server has the call;
 * Mitra has none (there a conversation is read once you reply), so nothing is sent to it.
 */
export const readConversationAtom = atom(null, async (get, set, conversation: Conversation) => {
  if (!conversation.unread || get(serverAtom).mitra) return;
  await markConversationRead(get(apiAtom), conversation.id);
  set(conversationsQuery.updateAtom, "all", (data) =>
    data && { ...data, items: data.items.map((c) => (c.id === conversation.id ? { ...c, unread: false } : c)) },
  );
});
