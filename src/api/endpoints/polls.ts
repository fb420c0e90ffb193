import { send, type Api } from "../client";
import type { Poll } from "../types";

/** Votes with option indexes. A poll's id is its post's id. */
export async function votePoll(api: Api, pollId: string, choices: number[]): Promise<Poll> {
  return (
    await send(api, api.client.POST("/api/v1/polls/{poll_id}/votes", { params: { path: { poll_id: pollId } }, body: { choices } }))
  ).data;
}
