// RFC 8288 Link header parsing, just enough to find the next page. Mitra sends only rel="next",
// but proxies and other servers may add links, so pick by rel rather than taking the first one.

export interface LinkValue {
  url: string;
  rels: string[];
}

// Splits on `sep` outside <...> and outside double quotes.
function splitOutside(text: string, sep: string): string[] {
  const parts: string[] = [];
  let inUrl = false;
  let inQuotes = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === "\\") i++;
      else if (ch === '"') inQuotes = false;
    } else if (inUrl) {
      if (ch === ">") inUrl = false;
    } else if (ch === "<") inUrl = true;
    else if (ch === '"') inQuotes = true;
    else if (ch === sep) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, "$1");
  return v;
}

export function parseLinkHeader(header: string | null | undefined): LinkValue[] {
  if (!header) return [];
  const links: LinkValue[] = [];
  for (const part of splitOutside(header, ",")) {
    const match = /^\s*<([^>]*)>(.*)$/s.exec(part);
    if (!match) continue;
    const rels: string[] = [];
    for (const param of splitOutside(match[2]!, ";")) {
      const eq = param.indexOf("=");
      if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== "rel") continue;
      rels.push(...unquote(param.slice(eq + 1)).toLowerCase().split(/\s+/).filter(Boolean));
    }
    links.push({ url: match[1]!.trim(), rels });
  }
  return links;
}

/** The URL with rel="next", or null when there is none. */
export function nextLink(header: string | null | undefined): string | null {
  return parseLinkHeader(header).find((link) => link.rels.includes("next"))?.url ?? null;
}
