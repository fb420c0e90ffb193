// The one HTTP client. Endpoint wrappers in ./endpoints are its only callers; they turn every
// failure into an ApiError so that the UI can branch on status and on the few known messages.
import type { Client, Middleware } from "openapi-fetch";
import { createClient, defaultPathSerializer } from "./http";
import type { paths } from "./schema.gen";
import { readList } from "./normalize/dropped";
import type { Reader } from "./normalize/collections";

/** Messages the client makes up itself; the UI translates them like server messages. */
export const NETWORK_ERROR = "network error";
export const BODY_TOO_LARGE = "request body is too large";
export const UNKNOWN_ERROR = "unknown error";
/** A profile update the server answered without the change (it ignored the form). */
export const PROFILE_NOT_SAVED = "profile not saved";
/** Mitra's answer to an unknown, revoked or expired token. */
export const INVALID_TOKEN = "access token is invalid";

/**
 * Whether a 401 says the token is no longer good: Mitra's message, the OAuth error code `invalid_token`
 * (Mastodon, Pleroma) or Mastodon's "The access token is invalid" (also expired or revoked variants).
 */
export function isInvalidToken(error: Pick<ApiError, "status" | "message" | "code">): boolean {
  if (error.status !== 401) return false;
  if (error.code === "invalid_token") return true;
  return /access token (is invalid|was revoked|is expired|has expired)|invalid[_ ]token/i.test(error.message);
}

/** Default page size for timelines and notifications (the server's own default). */
export const PAGE_SIZE = 20;

export type FetchFn = (request: Request) => Promise<Response>;

export interface ApiOptions {
  /** "" means the page's own origin. */
  baseUrl: string;
  token?: string | null;
  fetch?: FetchFn;
  /** Called when any request answers 401 with an invalid or expired token (see isInvalidToken). */
  onInvalidToken?: () => void;
  /**
   * The host the instance names as its own (`Instance.uri`), when the API is reached at another address (a proxy):
   * `next` links on it are re-based onto the API.
   */
  publicHost?: string | null;
}

export interface Api {
  readonly client: Client<paths>;
  readonly baseUrl: string;
  /** Origin of the API; "" when it cannot be known (same origin outside a browser). */
  readonly origin: string;
  readonly token: string | null;
  readonly fetch: FetchFn;
  readonly onInvalidToken?: () => void;
  readonly publicHost?: string | null;
}

export class ApiError extends Error {
  readonly status: number;
  /** The body's `error` field, when there was one. */
  readonly code?: string;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }
}

export interface Page<T> {
  items: T[];
  /** The Link rel="next" URL, to be fetched verbatim with getPage (api/paging.ts); null on the last page. */
  next: string | null;
}

function apiOrigin(baseUrl: string): string {
  const here = (globalThis as { location?: { origin?: string } }).location?.origin;
  try {
    return new URL(baseUrl, here).origin;
  } catch {
    return here ?? "";
  }
}

// Stands in for an unknown page origin so that relative URLs still count as ours.
const UNKNOWN_ORIGIN = "http://same-origin.invalid";

/** Whether a URL points at the API's origin, i.e. whether it may receive the token. */
export function isApiUrl(api: Pick<Api, "origin">, url: string): boolean {
  const origin = api.origin || UNKNOWN_ORIGIN;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/** Maps an error answer, its body already read (parsed JSON, text, or undefined), to an ApiError. */
export function errorFromBody(status: number, statusText: string, body: unknown): ApiError {
  if (typeof body === "string") {
    // openapi-fetch hands over unparsed text; JSON counts whatever the content type said.
    try {
      body = JSON.parse(body);
    } catch {
      body = undefined;
    }
  }
  if (body !== null && typeof body === "object") {
    const { error, error_description } = body as { error?: unknown; error_description?: unknown };
    const code = typeof error === "string" ? error : undefined;
    const message = (typeof error_description === "string" && error_description) || code;
    if (message) return new ApiError(status, message, code);
  }
  if (status === 413) return new ApiError(status, BODY_TOO_LARGE);
  return new ApiError(status, statusText || UNKNOWN_ERROR);
}

/** Tells the session when an answer says its token is no longer good; returns the error. */
export function reported(api: Api, error: ApiError): ApiError {
  if (isInvalidToken(error)) api.onInvalidToken?.();
  return error;
}

/**
 * Ids from a server become path segments: "", "." and ".." (also as %2E, which URLs read as a dot) would move the
 * request to another endpoint, so they are refused as an id that does not exist. Everything else is encoded.
 */
export function checkedPath(pathname: string, pathParams: Record<string, unknown>): string {
  for (const value of Object.values(pathParams ?? {})) {
    const text = String(value);
    if (text === "" || /^(?:\.|%2e){1,2}$/i.test(text)) throw new ApiError(404, UNKNOWN_ERROR);
  }
  return defaultPathSerializer(pathname, pathParams);
}

export function createApi(options: ApiOptions): Api {
  // Late-bound so that a replaced global fetch is picked up and `this` stays right in browsers.
  const fetchFn: FetchFn = options.fetch ?? ((request) => globalThis.fetch(request));
  const api: Api = {
    client: createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchFn, pathSerializer: checkedPath }),
    baseUrl: options.baseUrl,
    origin: apiOrigin(options.baseUrl),
    token: options.token ?? null,
    fetch: fetchFn,
    onInvalidToken: options.onInvalidToken,
    publicHost: options.publicHost?.toLowerCase() ?? null,
  };
  const middleware: Middleware = {
    onRequest({ request }) {
      if (api.token && isApiUrl(api, request.url)) request.headers.set("Authorization", `Bearer ${api.token}`);
      return request;
    },
    onError({ error }) {
      return error instanceof Error && isAbort(error) ? error : new ApiError(0, NETWORK_ERROR);
    },
  };
  api.client.use(middleware);
  return api;
}

export interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call and returns its data, or throws an ApiError. */
export async function send<D>(api: Api, pending: Promise<FetchResult<D>>): Promise<{ data: D; response: Response }> {
  let result: FetchResult<D>;
  try {
    result = await pending;
  } catch (error) {
    if (error instanceof ApiError) throw reported(api, error);
    if (isAbort(error)) throw error;
    // A success answer whose body is not the promised JSON.
    throw new ApiError(0, UNKNOWN_ERROR);
  }
  const { response } = result;
  if (!response.ok) throw reported(api, errorFromBody(response.status, response.statusText, result.error));
  return { data: result.data as D, response };
}

/** Awaits a call answering one entity and reads it; an entity that cannot be made sense of is an error. */
export async function sendOne<T>(api: Api, pending: Promise<FetchResult<unknown>>, read: (raw: unknown) => T | null): Promise<T> {
  const { data } = await send(api, pending);
  const entity = read(data);
  if (entity === null) throw new ApiError(0, UNKNOWN_ERROR);
  return entity;
}

/** Awaits a call answering a list and reads its entities, leaving out those that cannot be made sense of. */
export async function sendList<T>(api: Api, pending: Promise<FetchResult<unknown>>, reader: Reader<T>): Promise<T[]> {
  const { data } = await send(api, pending);
  return readList(data, reader.read, reader.kind);
}

/** A fresh Idempotency-Key: 20 hex characters. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Query string `name[]=a&name[]=b`, the array form the Mastodon API documents (Mitra reads it too). */
export function arrayQuery(name: string, values: readonly string[]): string {
  return values.map((value) => `${name}[]=${encodeURIComponent(value)}`).join("&");
}
