import { sendOne, type Api, type Page } from "../client";
import { sendPage } from "../paging";
import { accountReader } from "../normalize/account";
import type { Account } from "../types";

/** First page of incoming follow requests; later pages come from getPage(next). */
export function getFollowRequests(api: Api): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/follow_requests"), accountReader);
}

/** First page of muted profiles; later pages come from getPage(next). */
export function getMutes(api: Api): Promise<Page<Account>> {
  return sendPage(api, api.client.GET("/api/v1/mutes"), accountReader);
}
