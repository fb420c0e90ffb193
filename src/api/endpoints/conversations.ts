// Direct messages: conversations grouped by the server.
import { send, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { readAccount } from "../normalize/account";
import type { Reader } from "../normalize/collections";
import { readList } from "../normalize/dropped";
import { isObject } from "../normalize/read";
import { readStatus } from "../normalize/status";
import type { components } from "../schema.gen";

export type Conversation = components["schemas"]["Conversation"];

/** A conversation as any server sends it: its people and last post read like every other account and post. */
export const conversationReader: Reader<Conversation> = {
  kind: "conversation",
  read: (raw) => {
    if (!isObject(raw) || (typeof raw.id !== "string" && typeof raw.id !== "number")) return null;
    // A conversation is shown by its last post; one without a readable post cannot be shown.
    const last = readStatus(raw.last_status);
    if (!last) return null;
    return {
      ...(raw as Conversation),
      id: String(raw.id),
      unread: raw.unread === true,
      accounts: readList(raw.accounts, readAccount, "account"),
      last_status: last,
    };
  },
};

/** First page of conversations, newest message first; later pages come from getPage(next). */
export function getConversations(api: Api): Promise<Page<Conversation>> {
  return sendPage(api, api.client.GET("/api/v1/conversations"), conversationReader);
}

/** Marks a conversation read (Mastodon-compatible servers; Mitra has no such call). */
export async function markConversationRead(api: Api, conversationId: string): Promise<void> {
  await send(api, api.client.POST("/api/v1/conversations/{conversation_id}/read", { params: { path: { conversation_id: conversationId } } }));
}
