// Taking over a request the entry sent at boot (lib/prefetch): the endpoint function runs as usual, with the same
// reader and error handling, but its GET of the same URL is answered by the early response instead of a new one.
import { adopt } from "../lib/prefetch";
import { createApi, type Api } from "./client";

/**
 * `api`, or, when a fresh early answer is kept under `key` for `token` (the token it was sent with: none for
 * public requests), a copy whose first GET of that URL is answered by it.
 */
export function withEarlyAnswer(api: Api, key: string, token: string | null = api.token): Api {
  const early = adopt(key, token);
  if (!early) return api;
  let pending: Promise<Response> | null = early.response;
  return createApi({
    baseUrl: api.baseUrl,
    token: api.token,
    onInvalidToken: api.onInvalidToken,
    fetch: (request) => {
      const answer = pending && request.method === "GET" && request.url === early.url ? pending : null;
      if (answer) pending = null;
      return answer ?? api.fetch(request);
    },
  });
}
