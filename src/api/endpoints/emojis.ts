import { sendList, type Api } from "../client";
import { readEmoji } from "../normalize/account";
import type { CustomEmoji } from "../types";

/** The server's local custom emojis. */
export async function getCustomEmojis(api: Api): Promise<CustomEmoji[]> {
  return sendList(api, api.client.GET("/api/v1/custom_emojis"), { kind: "emoji", read: readEmoji });
}
