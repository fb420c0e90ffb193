// Direct conversations: the list, further pages, and a reply sent in place with direct visibility.
import { atom } from "jotai";
import { getPage, newIdempotencyKey, type Page } from "../../api/client";
import { conversationReader, getConversations, type Conversation } from "../../api/endpoints/conversations";
import { createStatus } from "../../api/endpoints/statuses";
import type { Account, Status } from "../../api/types";
import { apiAtom } from "../../state/session";

export const loadConversationsAtom = atom(null, (get): Promise<Page<Conversation>> => getConversations(get(apiAtom)));

export const loadConversationPageAtom = atom(null, (get, _set, url: string): Promise<Page<Conversation>> =>
  getPage(get(apiAtom), url, conversationReader),
);

/** The mentions that address everyone else in the conversation; accounts known only by URL cannot be mentioned. */
export function addressees(accounts: readonly Account[]): string {
  return accounts
    .filter((a) => !a.acct.includes("/"))
    .map((a) => `@${a.acct}`)
    .join(" ");
}

/** Replies to the conversation's last message. The same key is reused on retry, so a post is never sent twice. */
export const sendDirectReplyAtom = atom(
  null,
  (get, _set, { conversation, text, key = newIdempotencyKey() }: { conversation: Conversation; text: string; key?: string }): Promise<Status> =>
    createStatus(
      get(apiAtom),
      { status: text, visibility: "direct", in_reply_to_id: conversation.last_status.id, content_type: "text/markdown" },
      key,
    ),
);
