// A fetch stand-in for API tests: records every request and answers with a canned response.
import { createApi, type Api, type ApiOptions } from "../../../src/api/client";

export const BASE = "https://social.example";

export interface Recorded {
  request: Request;
  body: string;
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string> | undefined) },
  });
}

export function fakeApi(
  answer: (request: Request) => Response | Promise<Response> = () => json({}),
  options: Partial<ApiOptions> = {},
): { api: Api; calls: Recorded[] } {
  const calls: Recorded[] = [];
  const api = createApi({
    baseUrl: BASE,
    token: "secret",
    ...options,
    fetch: async (request) => {
      calls.push({ request, body: await request.clone().text() });
      return answer(request);
    },
  });
  return { api, calls };
}
