// Serves the built client from dist/: hashed assets cached for a year, index.html never cached,
// unknown paths fall back to index.html so client-side routes load.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
};

/**
 * No other site may show the client in a frame (clickjacking). A CSP in a meta tag cannot carry frame-ancestors,
 * so these travel as headers; X-Frame-Options for browsers without frame-ancestors.
 */
export const FRAME_HEADERS = { "Content-Security-Policy": "frame-ancestors 'none'", "X-Frame-Options": "DENY" } as const;

/** A file name with a content hash, e.g. app-3f9a1c2b.js or main.3F9A1C2B.css */
const HASHED = /[.-][0-9A-Za-z_]{8,}\.[a-z0-9]+$/;

async function fileInfo(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

export async function serveStatic(req: IncomingMessage, res: ServerResponse, dir: string, urlPath: string): Promise<void> {
  const root = resolve(dir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = "/";
  }
  const candidate = resolve(join(root, normalize(decoded)));
  let file = candidate.startsWith(root) && !decoded.endsWith("/") ? candidate : join(root, "index.html");
  let info = await fileInfo(file);
  const isIndex = !info || file.endsWith(`${root}/index.html`) || file === join(root, "index.html");
  if (!info) {
    file = join(root, "index.html");
    info = await fileInfo(file);
    if (!info) {
      res.writeHead(404, { ...FRAME_HEADERS, "Content-Type": "text/plain" });
      res.end("dist/index.html is missing: run npm run build first");
      return;
    }
  }
  const type = CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
  const name = file.slice(root.length);
  const cache = isIndex || name === "/config.js" ? "no-cache" : HASHED.test(name) ? "public, max-age=31536000, immutable" : "public, max-age=300";
  res.writeHead(200, { ...FRAME_HEADERS, "Content-Type": type, "Content-Length": String(info.size), "Cache-Control": cache });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
