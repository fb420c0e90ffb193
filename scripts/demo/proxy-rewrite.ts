// What the MITRA_URL proxy changes in the instance's answers so the client works on the proxy's origin: the
// upstream origin in Link headers (paged lists follow `next` on the API origin only) and in media URLs of JSON
// bodies (avatars, headers, attachments, emojis, card images), which then load through the proxy too. Other URLs
// (a post's `url` and `uri`, actor ids, links in content) name things on the instance and stay as they are.

/** Keys whose string value is a media file the client displays. */
const MEDIA_KEYS = new Set(["avatar", "avatar_static", "header", "header_static", "preview_url", "static_url", "image"]);

function rebase(value: string, upstream: string, own: string): string {
  return value.startsWith(`${upstream}/`) ? own + value.slice(upstream.length) : value;
}

/** Link: <https://up.example/api/v1/notifications?max_id=1>; rel="next" → the same on the proxy's origin. */
export function rewriteLinkHeader(link: string, upstream: string, own: string): string {
  return link.replace(/<([^>]*)>/g, (_m, href: string) => `<${rebase(href, upstream, own)}>`);
}

/** Whether an object's `url` is a media file: attachments have a preview_url, custom emojis a shortcode. */
const urlIsMedia = (o: Record<string, unknown>) => "preview_url" in o || "shortcode" in o;

/**
 * Rebases media URLs in a parsed JSON body (in place) and reports the path of each one rebased, so the proxy
 * knows which paths of its own origin to pass through.
 */
export function rewriteMediaUrls(value: unknown, upstream: string, own: string, seen: (path: string) => void = () => {}): unknown {
  if (Array.isArray(value)) {
    value.forEach((item) => rewriteMediaUrls(item, upstream, own, seen));
    return value;
  }
  if (value === null || typeof value !== "object") return value;
  const o = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(o)) {
    if (typeof child === "string" && (MEDIA_KEYS.has(key) || (key === "url" && urlIsMedia(o)))) {
      const rebased = rebase(child, upstream, own);
      if (rebased !== child) {
        o[key] = rebased;
        seen(new URL(rebased).pathname);
      }
    } else rewriteMediaUrls(child, upstream, own, seen);
  }
  return value;
}

/**
 * What the proxy passes through for a rebased media path: its first folder ("/system/" for /system/a/b.png), or
 * the path itself for a file at the root; null where that would shadow the client's own files.
 */
export function passThroughFor(path: string): string | null {
  const parts = path.split("/");
  const entry = parts.length > 2 ? `/${parts[1]}/` : path;
  return entry === "/" || entry === "/assets/" || entry === "/index.html" || entry === "/config.js" ? null : entry;
}

export function passesThrough(entries: Iterable<string>, path: string): boolean {
  for (const entry of entries) if (entry.endsWith("/") ? path.startsWith(entry) : path === entry) return true;
  return false;
}

/** The origin an instance names itself by: `uri` in /api/v1/instance, `domain` in /api/v2/instance. */
export function publicOriginOf(instance: unknown): string | null {
  if (instance === null || typeof instance !== "object") return null;
  const { uri, domain } = instance as { uri?: unknown; domain?: unknown };
  const name = typeof domain === "string" ? domain : typeof uri === "string" ? uri : null;
  if (!name || !/^[a-z0-9.-]+(:\d+)?$/i.test(name.replace(/^https?:\/\//, ""))) return null;
  return /^https?:\/\//.test(name) ? new URL(name).origin : `https://${name}`;
}
