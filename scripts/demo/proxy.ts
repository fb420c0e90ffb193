// `MITRA_URL=https://an.instance npm start`: serve the built client and pass API, OAuth, media, feeds and
// well-known requests through to a real instance, streamed, with the Host header rewritten.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";

import { serveStatic } from "./static";

export const PROXIED_PREFIXES = ["/api/", "/oauth/", "/media/", "/feeds/", "/.well-known/"];

export function proxyRequest(target: URL, req: IncomingMessage, res: ServerResponse): void {
  const headers = { ...req.headers, host: target.host };
  delete headers.connection;
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
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", (error) => {
    if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(`proxy error: ${error.message}`);
  });
  req.pipe(upstream);
}

export async function startProxy(options: { target: string; port: number; host: string; staticDir: string }) {
  const target = new URL(options.target);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (PROXIED_PREFIXES.some((p) => path.startsWith(p))) return proxyRequest(target, req, res);
    if (req.method === "GET" || req.method === "HEAD") {
      serveStatic(req, res, options.staticDir, path).catch(() => res.end());
      return;
    }
    res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const address = server.address() as AddressInfo;
  return { url: `http://${options.host}:${address.port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
