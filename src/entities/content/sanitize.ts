// The one sanitiser for server HTML (reference/security.md A1–A11). It returns DOM nodes, never a string:
// every transform after DOMPurify (link policy, in-app routes, emoji) works on nodes, so nothing is re-parsed.
import DOMPurify from "dompurify";
import type { CustomEmoji, LinkedPost, Mention, Tag } from "../../api/types";
import { href, profileHref } from "../../paths";
import { APP_LINK_ATTR, emojiMap } from "./emoji-map";
import { safeLinkUrl, sameUrl } from "./url-policy";

export interface ContentContext {
  emojis?: readonly CustomEmoji[];
  /** Links equal to one of these URLs become in-app profile links. */
  mentions?: readonly Mention[];
  /** Links equal to one of these URLs become in-app tag links. */
  tags?: readonly Tag[];
  /** Quoted posts: links equal to their uri become in-app post links. */
  links?: readonly LinkedPost[];
  /** Whether mentions, tags and quotes route inside the app (signed-in users) or stay external. */
  internal: boolean;
  /** Origins whose media may load over http too (the home server). */
  mediaOrigins: readonly string[];
}

const STRICT_TAGS = ["p", "br", "span", "a", "del", "s", "pre", "blockquote", "code", "b", "strong", "u", "i", "em",
  "ul", "ol", "li", "ruby", "rt", "rp"];
const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];
const CONFIG = {
  // Headings are let in only to be turned into <p><strong> below (a post's title arrives as <h1>).
  ALLOWED_TAGS: [...STRICT_TAGS, ...HEADINGS],
  ALLOWED_ATTR: ["href", "class", "lang", "translate", "start", "reversed", "value"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_DOM_FRAGMENT: true as const,
};

/** Longest input rendered; remote servers ignore Mastodon's limits (A11). */
export const MAX_HTML_LENGTH = 100_000;
/** Most custom emoji images per field (A7). */
export const MAX_EMOJI_PER_FIELD = 200;

const CLASS_OK = /^(?:(?:h|p|u|dt|e)-[a-z0-9-]+|mention|hashtag|ellipsis|invisible|quote-inline)$/;
const SHORTCODE_IN_TEXT = /:([a-zA-Z0-9_]{2,}):/g;

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;
let purifierWindow: unknown = null;

function getPurifier(): Purifier {
  const win = globalThis.window;
  if (purifier && purifierWindow === win) return purifier;
  const p = DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]);
  p.addHook("afterSanitizeAttributes", (node) => {
    const el = node as Element;
    if (typeof el.getAttribute !== "function") return;
    const cls = el.getAttribute("class");
    if (cls !== null) {
      const kept = cls.split(/\s+/).filter((c) => CLASS_OK.test(c));
      if (kept.length) el.setAttribute("class", kept.join(" "));
      else el.removeAttribute("class");
    }
    if (el.hasAttribute("translate") && el.getAttribute("translate") !== "no") el.removeAttribute("translate");
  });
  purifier = p;
  purifierWindow = win;
  return p;
}

function unwrap(el: Element): void {
  el.replaceWith(...Array.from(el.childNodes));
}

function routeFor(url: string, ctx: ContentContext): string | null {
  const mention = ctx.mentions?.find((m) => sameUrl(m.url, url));
  if (mention) return profileHref({ id: mention.id, acct: mention.acct });
  const tag = ctx.tags?.find((t) => sameUrl(t.url, url));
  if (tag) return href.tag(tag.name);
  const quoted = ctx.links?.find((l) => sameUrl(l.uri, url));
  if (quoted) return href.post(quoted.id);
  return null;
}

function applyLinkPolicy(root: DocumentFragment, ctx: ContentContext): void {
  for (const a of Array.from(root.querySelectorAll("a"))) {
    const url = safeLinkUrl(a.getAttribute("href"));
    if (!url) {
      // Not http(s): no link at all, only its text (as Mastodon does).
      unwrap(a);
      continue;
    }
    for (const name of ["target", "rel", "ping", "referrerpolicy", "title"]) a.removeAttribute(name);
    const route = ctx.internal ? routeFor(url.href, ctx) : null;
    if (route) {
      a.setAttribute("href", route);
      a.setAttribute(APP_LINK_ATTR, "");
    } else {
      a.setAttribute("href", url.href);
      a.setAttribute("target", "_blank");
      a.setAttribute("rel", "nofollow noopener noreferrer");
      // The real destination (punycode host), since the visible text may say otherwise (A2, A4).
      a.setAttribute("title", url.href);
    }
  }
}

function replaceHeadings(root: DocumentFragment): void {
  const doc = root.ownerDocument;
  for (const h of Array.from(root.querySelectorAll(HEADINGS.join(",")))) {
    const p = doc.createElement("p");
    const strong = doc.createElement("strong");
    strong.append(...Array.from(h.childNodes));
    p.append(strong);
    h.replaceWith(p);
  }
}

function inSkippedAncestor(node: Node, root: Node): boolean {
  for (let p = node.parentNode; p && p !== root; p = p.parentNode) {
    const name = p.nodeName;
    if (name === "A" || name === "CODE" || name === "PRE") return true;
  }
  return false;
}

function replaceEmoji(root: DocumentFragment, emojis: Map<string, string>): void {
  if (emojis.size === 0) return;
  const doc = root.ownerDocument;
  const texts: Text[] = [];
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  let budget = MAX_EMOJI_PER_FIELD;
  for (const text of texts) {
    if (budget <= 0) break;
    const value = text.data;
    if (!value.includes(":") || inSkippedAncestor(text, root)) continue;
    const parts: Node[] = [];
    let last = 0;
    for (const m of value.matchAll(SHORTCODE_IN_TEXT)) {
      const src = emojis.get(m[1]);
      if (!src || budget <= 0) continue;
      budget--;
      parts.push(doc.createTextNode(value.slice(last, m.index)));
      const img = doc.createElement("img");
      img.className = "custom-emoji";
      img.src = src;
      img.alt = m[0];
      img.title = m[0];
      img.draggable = false;
      parts.push(img);
      last = m.index! + m[0].length;
    }
    if (parts.length === 0) continue;
    parts.push(doc.createTextNode(value.slice(last)));
    text.replaceWith(...parts);
  }
}

/**
 * Server HTML → a safe fragment to clone into the page, or null when nothing renders (DOMPurify answers null
 * for input without a body, e.g. a frameset). Never throws.
 */
export function sanitizeContent(html: string, ctx: ContentContext): DocumentFragment | null {
  if (typeof html !== "string" || html === "") return null;
  let fragment: DocumentFragment | null;
  try {
    fragment = getPurifier().sanitize(html.slice(0, MAX_HTML_LENGTH), CONFIG) as DocumentFragment | null;
    if (!fragment) return null;
    replaceHeadings(fragment);
    applyLinkPolicy(fragment, ctx);
    replaceEmoji(fragment, emojiMap(ctx.emojis, ctx.mediaOrigins));
  } catch {
    return null;
  }
  return fragment;
}
