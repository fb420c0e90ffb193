// HTTP plumbing for the demo: errors shaped like Mitra's, body and query parsing, paging with Link headers.
import type { IncomingMessage } from "node:http";

import type { Profile, State, User } from "./state";
import { UUID_RE } from "./util";

/** A handler error; serialised as {error, error_description} with the same text, like MastodonError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const forbidden = () => new ApiError(403, "permission error");
export const operationError = (message: string) => new ApiError(422, message);
export const notSupported = () => new ApiError(418, "operation not supported");

export interface Reply {
  status: number;
  body?: unknown;
  /** Raw payload (CSV, images); `body` is ignored when set. */
  raw?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

export const ok = (body: unknown, headers?: Record<string, string>): Reply => ({ status: 200, body, headers });
export const noContent = (): Reply => ({ status: 204 });

export interface Ctx {
  state: State;
  req: IncomingMessage;
  method: string;
  path: string;
  query: Query;
  params: Record<string, string>;
  /** Parsed JSON, form or multipart body; undefined when there was none. */
  body: Record<string, unknown> | undefined;
  files: Record<string, { data: Buffer; type: string; name: string }>;
  contentType: string;
  /** Scheme + host of the request, e.g. http://127.0.0.1:8080 */
  base: string;
  host: string;
  /** Signed-in user, or null for a guest. */
  user: User | null;
  profile: Profile | null;
  testMode: boolean;
}

// ---- query strings (serde_qs style: x[]=1&x[0]=2&x=3 all collect into x) ----

export class Query {
  private readonly params: URLSearchParams;
  constructor(search: string) {
    this.params = new URLSearchParams(search);
  }
  get(name: string): string | undefined {
    return this.params.get(name) ?? undefined;
  }
  all(name: string): string[] {
    const out: string[] = [];
    const indexed = new RegExp(`^${name.replace(/[[\]]/g, "\\$&")}\\[\\d*\\]$`);
    for (const [key, value] of this.params) if (key === name || indexed.test(key)) out.push(value);
    return out;
  }
  bool(name: string, fallback = false): boolean {
    const value = this.get(name);
    if (value === undefined || value === "") return fallback;
    if (value === "true" || value === "1") return true;
    if (value === "false" || value === "0") return false;
    throw badRequest(`Query deserialize error: invalid value for ${name}`);
  }
  int(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
    const value = this.get(name);
    if (value === undefined || value === "") return fallback;
    if (!/^\d+$/.test(value) || Number(value) > max) {
      throw badRequest(`Query deserialize error: expected an integer between 0 and ${max + 1}`);
    }
    return Number(value);
  }
  entries(): [string, string][] {
    return [...this.params];
  }
}

// ---- request bodies ----

/** Parses `a[b][]=1` style form keys into nested objects and arrays. */
export function parseForm(pairs: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of pairs) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsArray = !last && (parts[index + 1] === "" || /^\d+$/.test(parts[index + 1]));
      if (Array.isArray(node)) {
        if (last) node.push(value);
        else {
          const slot = part === "" ? node.length : Number(part);
          node[slot] ??= nextIsArray ? [] : {};
          node = node[slot] as Record<string, unknown> | unknown[];
        }
        return;
      }
      if (last) {
        node[part] = value;
        return;
      }
      node[part] ??= nextIsArray ? [] : {};
      node = node[part] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

export const MAX_BODY = 45 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new ApiError(413, "request body is too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function parseMultipart(
  raw: Buffer,
  contentType: string,
): { fields: Record<string, unknown>; files: Ctx["files"] } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) throw badRequest("Multipart error: boundary not found");
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const pairs: [string, string][] = [];
  const files: Ctx["files"] = {};
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = raw.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString("utf8");
      const data = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/.exec(headers)?.[1] ?? "";
      const filename = /filename="([^"]*)"/.exec(headers)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? "application/octet-stream";
      if (filename !== undefined) files[name] = { data: Buffer.from(data), type, name: filename };
      else pairs.push([name, data.toString("utf8")]);
    }
    start = next;
  }
  return { fields: parseForm(pairs), files };
}

// ---- typed accessors for body fields ----

export function str(body: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = body?.[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw badRequest(`Json deserialize error: invalid type for ${key}, expected a string`);
  return value;
}

export function requireStr(body: Record<string, unknown> | undefined, key: string): string {
  const value = str(body, key);
  if (value === undefined) throw badRequest(`Json deserialize error: missing field \`${key}\``);
  return value;
}

export function boolField(body: Record<string, unknown> | undefined, key: string): boolean | undefined {
  const value = body?.[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw badRequest(`Json deserialize error: invalid type for ${key}, expected a boolean`);
}

export function intField(body: Record<string, unknown> | undefined, key: string): number | undefined {
  const value = body?.[key];
  if (value === undefined || value === null) return undefined;
  const num = typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof num !== "number" || !Number.isInteger(num)) {
    throw badRequest(`Json deserialize error: invalid type for ${key}, expected an integer`);
  }
  return num;
}

export function strList(body: Record<string, unknown> | undefined, key: string): string[] {
  const value = body?.[key] ?? body?.[`${key}[]`];
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((item) => typeof item === "string")) {
    throw badRequest(`Json deserialize error: invalid type for ${key}, expected a sequence of strings`);
  }
  return list as string[];
}

export function uuidParam(ctx: Ctx, name: string): string {
  const value = ctx.params[name];
  if (!UUID_RE.test(value)) throw badRequest(`UUID parsing failed: invalid ${name}`);
  return value.toLowerCase();
}

// ---- paging ----

/**
 * Cursor paging like Mitra's: items come sorted newest first; `max_id` keeps those whose cursor sorts
 * below it, `min_id` those above it (closest first). The Link header only appears for a full page.
 */
export function pageByCursor<T>(
  ctx: Ctx,
  items: T[],
  cursor: (item: T) => string | number,
  opts: { defaultLimit: number; link?: boolean },
): Reply & { items: T[] } {
  const limit = ctx.query.int("limit", opts.defaultLimit, 200);
  const maxId = ctx.query.get("max_id");
  const minId = ctx.query.get("min_id");
  const compare = (a: string | number, b: string): number =>
    typeof a === "number" ? a - Number(b) : a < b ? -1 : a > b ? 1 : 0;
  let selected = items;
  if (maxId) selected = selected.filter((item) => compare(cursor(item), maxId) < 0);
  let page: T[];
  if (minId) {
    const newer = selected.filter((item) => compare(cursor(item), minId) > 0);
    page = newer.slice(Math.max(0, newer.length - limit));
  } else page = selected.slice(0, limit);
  const headers: Record<string, string> = {};
  if (opts.link !== false && limit > 0 && page.length === limit) {
    headers.Link = `<${nextUrl(ctx, "max_id", String(cursor(page[page.length - 1])))}>; rel="next"`;
  }
  return { status: 200, items: page, headers };
}

export function nextUrl(ctx: Ctx, key: string, value: string): string {
  const params = new URLSearchParams();
  for (const [k, v] of ctx.query.entries()) if (k !== key && k !== "min_id") params.append(k, v);
  params.set(key, value);
  return `${ctx.base}${ctx.path}?${params.toString()}`;
}

export function offsetPage<T>(ctx: Ctx, items: T[], defaultLimit: number, max = 200): T[] {
  const offset = ctx.query.int("offset", 0);
  const limit = ctx.query.int("limit", defaultLimit, max);
  return items.slice(offset, offset + limit);
}
