// The request core behind api/client.ts: openapi-fetch's interface (its types, made from the generated schema,
// still check every call), with only the part of its behaviour this app uses: path, query (values and arrays, one
// `name=value` each) and header parameters, a JSON or FormData body or the call's own body or query serialiser,
// answers read as JSON or text, and onRequest / onError middleware. The library's own code (about 2.9 kB gzip,
// mostly serialisation styles no endpoint here uses) was in every first load.
import type { Client, Middleware } from "openapi-fetch";

type Values = Record<string, unknown>;

interface CallInit extends Omit<RequestInit, "body" | "headers"> {
  params?: { path?: Values; query?: Values; header?: Values };
  body?: unknown;
  headers?: Values;
  bodySerializer?: (body: unknown, headers: Headers) => BodyInit;
  querySerializer?: (query: Values) => string;
  parseAs?: "json" | "text";
}

export interface HttpOptions {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  pathSerializer?: (path: string, params: Values) => string;
}

/** `{name}` in a path becomes its value, URL-encoded; a missing value leaves the placeholder. */
export function defaultPathSerializer(path: string, params: Values): string {
  return path.replace(/\{([^{}]+)\}/g, (placeholder, name: string) => {
    const value = params?.[name];
    return value === undefined || value === null ? placeholder : encodeURIComponent(String(value));
  });
}

/** `a=1&b=x` for values, `ids[]=1&ids[]=2` for arrays; undefined, null and empty arrays are left out. */
function serializeQuery(query: Values): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) parts.push(`${name}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.join("&");
}

/** Later sources win; a null value removes the header. */
function mergeHeaders(...sources: (Values | undefined)[]): Headers {
  const headers = new Headers();
  for (const source of sources) {
    for (const [name, value] of Object.entries(source ?? {})) {
      if (value === null) headers.delete(name);
      else if (value !== undefined) headers.set(name, String(value));
    }
  }
  return headers;
}

export function createClient<Paths extends object>(options: HttpOptions): Client<Paths> {
  const baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const pathSerializer = options.pathSerializer ?? defaultPathSerializer;
  const middlewares: Middleware[] = [];

  async function call(method: string, path: string, init: CallInit = {}) {
    const { params = {}, body, headers, bodySerializer, querySerializer, parseAs = "json", ...rest } = init;
    let url = baseUrl + path;
    if (params.path) url = pathSerializer(url, params.path);
    const search = (querySerializer ?? serializeQuery)(params.query ?? {}).replace(/^\?/, "");
    if (search) url += `?${search}`;
    const payload = body === undefined ? undefined : bodySerializer ? bodySerializer(body, mergeHeaders(headers, params.header)) : body instanceof FormData ? body : JSON.stringify(body);
    const json = payload !== undefined && !(payload instanceof FormData) ? { "Content-Type": "application/json" } : {};
    const requestHeaders = mergeHeaders(json, headers, params.header);
    let request = new Request(url, { redirect: "follow", ...rest, method, body: payload, headers: requestHeaders });
    const context = { request, schemaPath: path, params, id: "", options: {} } as Parameters<NonNullable<Middleware["onRequest"]>>[0];
    for (const m of middlewares) {
      const changed = await m.onRequest?.({ ...context, request });
      if (changed instanceof Request) request = changed;
    }
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      let reported: unknown = error;
      for (const m of [...middlewares].reverse()) {
        const changed = await m.onError?.({ ...context, request, error: reported });
        if (changed instanceof Error) reported = changed;
      }
      throw reported;
    }
    const length = response.headers.get("Content-Length");
    if (response.status === 204 || (length === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked"))) {
      return response.ok ? { data: undefined, response } : { error: undefined, response };
    }
    if (response.ok) {
      if (parseAs === "text") return { data: await response.text(), response };
      const text = await response.text();
      return { data: text ? JSON.parse(text) : undefined, response };
    }
    let error: unknown = await response.text();
    try {
      error = JSON.parse(error as string);
    } catch {
      // not JSON: the text itself
    }
    return { error, response };
  }

  const client = {
    GET: (path: string, init?: CallInit) => call("GET", path, init),
    POST: (path: string, init?: CallInit) => call("POST", path, init),
    PUT: (path: string, init?: CallInit) => call("PUT", path, init),
    PATCH: (path: string, init?: CallInit) => call("PATCH", path, init),
    DELETE: (path: string, init?: CallInit) => call("DELETE", path, init),
    use: (...added: Middleware[]) => void middlewares.push(...added),
  };
  return client as unknown as Client<Paths>;
}
