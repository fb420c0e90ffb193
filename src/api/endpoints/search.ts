import { send, type Api } from "../client";
import { readSearchResults } from "../normalize/collections";
import type { SearchResults } from "../types";

export interface SearchOptions {
  type?: "accounts" | "statuses";
  /** Offset paging: the number of results already shown. */
  offset?: number;
  limit?: number;
}

export async function search(api: Api, q: string, options: SearchOptions = {}): Promise<SearchResults> {
  return readSearchResults((await send(api, api.client.GET("/api/v2/search", { params: { query: { q, ...options } } }))).data);
}
