// What a person types to name their server: `example.social`, `https://example.social/`, or a handle
// `@me@example.social` (also without the first @). The result is the server's origin, the only place its token goes.

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The https origin of the server named by `typed`, or null when it names none. Plain http is accepted only when
 * typed explicitly for this computer (localhost, 127.0.0.1, [::1]), where a development server runs; anything with
 * a path, query, credentials or a port on a public name other than the one typed is refused as not a server name.
 */
export function serverOrigin(typed: string): string | null {
  let text = typed.trim();
  if (text === "") return null;
  const handle = /^@?[^@\s/:]+@([^@\s/]+)$/.exec(text);
  if (handle) text = handle[1]!;
  const explicit = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(explicit ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) return null;
  if (url.protocol === "http:" && !LOOPBACK.has(url.hostname)) return null;
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname;
  if (!LOOPBACK.has(host) && !HOST.test(host)) return null;
  // A public name needs a dot: "social" alone is a typo, not a server.
  if (!LOOPBACK.has(host) && !host.includes(".")) return null;
  return url.origin;
}
