import { sendOne, type Api } from "../client";
import { readPoll } from "../normalize/status";
import type { Poll } from "../types";

/** Votes with option indexes. A poll's id is its post's id. */
export async function votePoll(api: Api, pollId: string, choices: number[]): Promise<Poll> {
  return sendOne(api, api.client.POST("/api/v1/polls/{poll_id}/votes", { params: { path: { poll_id: pollId } }, body: { choices } }), readPoll);
}
