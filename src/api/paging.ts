// Lists by pages: a list answer's entities with its Link rel="next" URL, and the fetch of that URL. Only lists a
// signed-in page or a timeline shows are paged, so this (and the Link header's parser) stays out of the entry, which
// the landing page's sign-in needs alone (src/app/chunks/people.ts: it travels with the screens that page).
import { nextLink } from "../lib/link-header";
import { ApiError, isAbort, isApiUrl, NETWORK_ERROR, reported, send, UNKNOWN_ERROR, errorFromBody, type Api, type FetchResult, type Page } from "./client";
import { readList } from "./normalize/dropped";
import type { Reader } from "./normalize/collections";

/**
 * The URL a `next` link names, as the client may follow it: on the API's own origin as it is; on the instance's public
 * host (the API reached through a proxy or another address) its path and query on the API's base; elsewhere null, so
 * a server cannot send the client (or the token) anywhere else.
 */
function apiNextUrl(api: Api, next: string): string | null {
  if (isApiUrl(api, next)) return next;
  const [, host, rest] = /^https?:\/\/([^/?#]+)(.*)/i.exec(next) ?? [];
  return host && host.toLowerCase() === api.publicHost ? api.baseUrl.replace(/\/+$/, "") + (rest || "/") : null;
}

/**
 * Reads a list answer's entities, leaving out (and counting) those that cannot be made sense of, and pairs them with
 * the Link rel="next" URL, kept only when it is on the API origin.
 */
export function toPage<T>(body: unknown, response: Response, reader: Reader<T>, api?: Api): Page<T> {
  const next = nextLink(response.headers.get("Link"));
  return { items: readList(body, reader.read, reader.kind), next: api && next !== null ? apiNextUrl(api, next) : next };
}

/** Awaits a list call, reads its entities and pairs them with the Link rel="next" URL. */
export async function sendPage<T>(api: Api, pending: Promise<FetchResult<unknown>>, reader: Reader<T>): Promise<Page<T>> {
  const { data, response } = await send(api, pending);
  return toPage(data ?? [], response, reader, api);
}

/**
 * Fetches a page by the URL a previous page gave as `next` (re-based onto the API when it names the instance's public
 * host). The token goes only to the API origin.
 */
export async function getPage<T>(api: Api, url: string, reader: Reader<T>): Promise<Page<T>> {
  const next = apiNextUrl(api, url);
  if (next === null) throw new ApiError(0, UNKNOWN_ERROR);
  const target = api.origin ? new URL(next, api.origin).href : next;
  const headers = new Headers({ Accept: "application/json" });
  if (api.token && isApiUrl(api, target)) headers.set("Authorization", `Bearer ${api.token}`);
  let response: Response;
  try {
    response = await api.fetch(new Request(target, { headers }));
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => undefined);
    throw reported(api, errorFromBody(response.status, response.statusText, text));
  }
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : [];
  } catch {
    throw new ApiError(0, UNKNOWN_ERROR);
  }
  return toPage(body, response, reader, api);
}
