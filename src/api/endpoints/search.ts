import { send, sendList, type Api } from "../client";
import { accountReader, readSearchResults } from "../normalize/collections";
import type { Account, SearchResults } from "../types";

export interface SearchOptions {
  type?: "accounts" | "statuses";
  /** Offset paging: the number of results already shown. */
  offset?: number;
  limit?: number;
  /** Mastodon-compatible servers: look up a remote address or a post URL (Mitra always does). */
  resolve?: boolean;
}

export async function search(api: Api, q: string, options: SearchOptions = {}): Promise<SearchResults> {
  return readSearchResults((await send(api, api.client.GET("/api/v2/search", { params: { query: { q, ...options } } }))).data);
}

/** Profiles with a verified identity proof of this DID. */
export function searchByDid(api: Api, did: string): Promise<Account[]> {
  return sendList(api, api.client.GET("/api/v1/accounts/search_did", { params: { query: { did } } }), accountReader);
}
