import { send, type Api } from "../client";
import type { CustomEmoji } from "../types";

/** The server's local custom emojis. */
export async function getCustomEmojis(api: Api): Promise<CustomEmoji[]> {
  return (await send(api, api.client.GET("/api/v1/custom_emojis"))).data;
}
