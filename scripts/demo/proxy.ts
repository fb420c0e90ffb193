// `MITRA_URL=https://an.instance npm start`: serve the built client and pass API, OAuth, media, feeds and
// well-known requests through to a real instance, with the Host header rewritten. Answers stream, except JSON,
// which is read whole so that the upstream origin in its media URLs and in Link headers becomes the proxy's own
// (proxy-rewrite.ts); the media paths so rebased are passed through as well. An instance reached at one address
// (http://localhost:8383) often names itself by another (https://its.domain): that one is rewritten too, once
// GET /api/v1/instance has said it.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

import { passesThrough, passThroughFor, publicOriginOf, rewriteLinkHeader, rewriteMediaUrls } from "./proxy-rewrite";
import { serveStatic } from "./static";

export const PROXIED_PREFIXES = ["/api/", "/oauth/", "/media/", "/feeds/", "/.well-known/"];

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What the proxy learns from answers: media paths to pass through, and the instance's public origin. */
export interface ProxyMemory {
  passThrough: Set<string>;
  /** MITRA_URL's origin, and the one the instance names itself by (its `uri`) when that differs. */
  origins: Set<string>;
}

export function proxyRequest(target: URL, req: IncomingMessage, res: ServerResponse, memory: ProxyMemory): void {
  const headers = { ...req.headers, host: target.host };
  delete headers.connection;
  const own = `http://${req.headers.host ?? "localhost"}`;
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  const upstream = send(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || (target.protocol === "https:" ? 443 : 80),
      method: req.method,
      path: req.url,
      headers,
    },
    (answer) => {
      const out = { ...answer.headers };
      for (const origin of memory.origins) if (typeof out.link === "string") out.link = rewriteLinkHeader(out.link, origin, own);
      if (req.method === "HEAD" || !String(out["content-type"] ?? "").includes("json")) {
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        return;
      }
      readAll(answer)
        .then((raw) => {
          let body = decode(raw, out["content-encoding"]);
          try {
            const json: unknown = JSON.parse(body.toString("utf8"));
            if (/^\/api\/v[12]\/instance$/.test(new URL(req.url ?? "/", "http://x").pathname)) {
              const named = publicOriginOf(json);
              if (named) memory.origins.add(named);
            }
            const seen = (path: string) => {
              const entry = passThroughFor(path);
              if (entry) memory.passThrough.add(entry);
            };
            for (const origin of memory.origins) rewriteMediaUrls(json, origin, own, seen);
            body = Buffer.from(JSON.stringify(json));
          } catch {
            // Not JSON after all: passed on as it came.
          }
          delete out["content-encoding"];
          delete out["transfer-encoding"];
          out["content-length"] = String(body.length);
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(body);
        })
        .catch((error: Error) => fail(res, error));
    },
  );
  upstream.on("error", (error) => fail(res, error));
  req.pipe(upstream);
}

function fail(res: ServerResponse, error: Error): void {
  if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
  res.end(`proxy error: ${error.message}`);
}

export async function startProxy(options: { target: string; port: number; host: string; staticDir: string }) {
  const target = new URL(options.target);
  const memory: ProxyMemory = { passThrough: new Set(), origins: new Set([target.origin]) };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (PROXIED_PREFIXES.some((p) => path.startsWith(p)) || passesThrough(memory.passThrough, path)) {
      return proxyRequest(target, req, res, memory);
    }
    if (req.method === "GET" || req.method === "HEAD") {
      serveStatic(req, res, options.staticDir, path).catch(() => res.end());
      return;
    }
    res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${address.port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
