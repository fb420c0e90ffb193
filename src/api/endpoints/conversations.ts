// Direct messages: conversations grouped by the server.
import { sendPage, type Api, type Page } from "../client";
import type { components } from "../schema.gen";

export type Conversation = components["schemas"]["Conversation"];

/** First page of conversations, newest message first; later pages come from getPage(next). */
export function getConversations(api: Api): Promise<Page<Conversation>> {
  return sendPage(api, api.client.GET("/api/v1/conversations"));
}
