// A fake server behind the real API client, for tests of actions and state: `store.set(apiAtom, fake.api)`.
// Each request is recorded; the handler answers it (JSON by default) or leaves it hanging on a deferred.
import { createApi, type Api } from "../../../src/api/client";

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> } | Response;

export interface FakeApi {
  api: Api;
  requests: FakeRequest[];
  /** Requests whose method and path match, e.g. count("POST", /favourite$/). */
  count: (method: string, path: RegExp) => number;
}

export function fakeApi(handler: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): FakeApi {
  const requests: FakeRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = request.body ? await request.text() : "";
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: kept as text.
    }
    const entry = { method: request.method, url: new URL(request.url), body };
    requests.push(entry);
    const answer = await handler(entry);
    if (answer instanceof Response) return answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json", ...answer.headers },
    });
  };
  return {
    api: createApi({ baseUrl: "https://mitra.test", token: "test-token", fetch }),
    requests,
    count: (method, path) => requests.filter((r) => r.method === method && path.test(r.url.pathname)).length,
  };
}

/** A promise with its resolve function outside, to hold an answer until the test lets it go. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A status as Mitra sends it, with the fields the state code reads; `over` replaces any of them. */
export function status(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    uri: `https://mitra.test/objects/${id}`,
    url: `https://mitra.test/post/${id}`,
    created_at: "2026-11-01T10:00:00.000Z",
    account: { id: `author-${id}`, username: "author", acct: "author", display_name: "Author", url: "https://mitra.test/@author", avatar: null, emojis: [], fields: [] },
    content: `<p>post ${id}</p>`,
    visibility: "public",
    sensitive: false,
    spoiler_text: "",
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    replies_count: 0,
    reblogs_count: 0,
    favourites_count: 0,
    favourited: false,
    reblogged: false,
    bookmarked: false,
    pinned: false,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    poll: null,
    links: [],
    pleroma: { emoji_reactions: [], in_reply_to_account_acct: null, parent_visible: true, quote: null },
    ...over,
  };
}

/** Lets every pending promise callback and the timers due now run. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
