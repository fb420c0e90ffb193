// The one sanitiser for server HTML (reference/security.md A1–A11). It returns DOM nodes, never a string:
// every transform after DOMPurify (link policy, in-app routes, emoji) works on nodes, so nothing is re-parsed.
import DOMPurify from "dompurify";
import type { CustomEmoji, LinkedPost, Mention, Tag } from "../../api/types";
import { href, profileHref } from "../../paths";
import { APP_LINK_ATTR, emojiMap, MAX_EMOJI_PER_FIELD } from "./emoji-map";
import { linkKey, safeLinkUrl } from "../../lib/url-policy";

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
/** Most links kept per field; the rest become their text, so a post of thousands of links costs little. */
export const MAX_LINKS_PER_FIELD = 500;
/** Most mentions, tags and quoted posts (each) considered for in-app routes. */
export const MAX_ROUTED_PER_KIND = 200;

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

/**
 * In-app routes by link: every mention, tag and quoted-post URL parsed once, first kind wins (mention, tag,
 * quote), so each link in the content is one Map lookup however many of them a post names.
 */
function routeTable(ctx: ContentContext): Map<string, string> {
  const table = new Map<string, string>();
  const add = <T,>(list: readonly T[] | undefined, url: (item: T) => unknown, route: (item: T) => string) => {
    for (const item of (Array.isArray(list) ? list : []).slice(0, MAX_ROUTED_PER_KIND)) {
      const raw = item ? url(item) : null;
      const key = typeof raw === "string" ? linkKey(raw) : null;
      if (key && !table.has(key)) table.set(key, route(item));
    }
  };
  add(ctx.mentions, (m) => m.url, (m) => profileHref({ id: m.id, acct: m.acct }));
  add(ctx.tags, (t) => t.url, (t) => href.tag(t.name));
  add(ctx.links, (l) => l.uri, (l) => href.post(l.id));
  return table;
}

/**
 * The links of a fragment in document order, in one walk. A link inside another is no link (its text stays), and
 * only a link may carry a destination (href is allowed for <a> alone).
 */
function collectLinks(root: ParentNode): { links: Element[]; nested: Element[] } {
  const links: Element[] = [];
  const nested: Element[] = [];
  const visit = (node: ParentNode, inLink: boolean) => {
    for (let child = node.firstElementChild; child; child = child.nextElementSibling) {
      const isLink = child.nodeName === "A";
      if (isLink) (inLink ? nested : links).push(child);
      else child.removeAttribute("href");
      visit(child, inLink || isLink);
    }
  };
  visit(root, false);
  return { links, nested };
}

/** Exported for tests: the link rules applied to an already sanitised fragment. */
export function applyLinkPolicy(root: DocumentFragment, ctx: ContentContext): void {
  const { links, nested } = collectLinks(root);
  for (const a of nested) unwrap(a);
  const routes = ctx.internal ? routeTable(ctx) : new Map<string, string>();
  links.forEach((a, i) => {
    const url = i < MAX_LINKS_PER_FIELD ? safeLinkUrl(a.getAttribute("href")) : null;
    if (!url) {
      // Not http(s) (or past the cap): no link at all, only its text (as Mastodon does).
      unwrap(a);
      return;
    }
    for (const name of ["target", "rel", "ping", "referrerpolicy", "title"]) a.removeAttribute(name);
    const route = routes.get(url.href);
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
  });
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

/**
 * Greentext: a line of a paragraph that starts with ">" is wrapped in `span.greentext` (remote classes never
 * include that name: CLASS_OK drops it). Lines are the runs between <br>s; quotes in code stay as they are.
 */
function markGreentext(root: DocumentFragment): void {
  const doc = root.ownerDocument;
  for (const p of Array.from(root.querySelectorAll("p"))) {
    if (p.closest("pre, code")) continue;
    let line: ChildNode[] = [];
    const flush = () => {
      const first = line[0];
      if (first && first.nodeType === 3 && (first as Text).data.trimStart().startsWith(">")) {
        const span = doc.createElement("span");
        span.className = "greentext";
        first.before(span);
        span.append(...line);
      }
      line = [];
    };
    for (const child of Array.from(p.childNodes)) {
      if (child.nodeName === "BR") flush();
      else line.push(child);
    }
    flush();
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

const LINK_START = /<a[\s/>]/gi;
const LINK_TAG = /<\/?a(?=[\s/>])[^>]*>/gi;

/**
 * The input for DOMPurify. With more links than a field keeps, the tags of the links past the cap are taken out of
 * the HTML (their text stays) before DOMPurify parses and walks it; they would lose their link afterwards anyway,
 * and thousands of links then cost a few hundred, not thousands, of DOMPurify's checks. One pass over the string,
 * with no parse of its own: a tag cut oddly (a `>` inside an attribute value) only leaves text, and whatever
 * the result is, DOMPurify sanitises it. Exported for tests.
 */
export function withLinksCapped(html: string): string {
  LINK_START.lastIndex = 0;
  for (let i = 0; i < MAX_LINKS_PER_FIELD; i++) if (!LINK_START.exec(html)) return html;
  const next = LINK_START.exec(html);
  return next ? html.slice(0, next.index) + html.slice(next.index).replace(LINK_TAG, "") : html;
}

/**
 * The first of the sanitiser's two steps: DOMPurify's pass over server HTML (links past the cap cut first). null when
 * nothing renders (DOMPurify answers null for input without a body, e.g. a frameset). Never throws.
 */
export function purifyContent(html: string): DocumentFragment | null {
  if (typeof html !== "string" || html === "") return null;
  return purify(cappedInput(html));
}

/** What DOMPurify is given of server HTML: the first MAX_HTML_LENGTH characters, links past the cap cut. */
const cappedInput = (html: string): string => withLinksCapped(html.slice(0, MAX_HTML_LENGTH));

/** DOMPurify's pass over a string, or over a part of contentParts. null when it fails. */
function purify(dirty: string | DocumentFragment): DocumentFragment | null {
  try {
    return getPurifier().sanitize(dirty, CONFIG) as DocumentFragment | null;
  } catch {
    return null;
  }
}

/** Nodes (elements with all they hold, and text) in a part of heavy content: a few milliseconds of DOMPurify's work. */
export const PART_NODES = 120;

/**
 * The first step for the heaviest content, in parts that can each take a task of their own: the HTML (capped as
 * purifyContent caps it) parsed as DOMPurify parses it, and its top-level nodes moved, in order, into fragments of
 * about `partNodes` nodes each. DOMPurify's pass over each part (purifyPart), joined in order, is its pass over the
 * whole: it puts a fragment's nodes in a body of its own and judges each node by itself, its attributes and its
 * parent's namespace, and the parent of a top-level node is a body either way. A post that is one paragraph of
 * thousands of links is one part still. Empty when nothing renders (no body: a frameset). Exported for tests.
 */
export function contentParts(html: string, partNodes = PART_NODES): DocumentFragment[] {
  if (typeof html !== "string" || html === "") return [];
  const capped = cappedInput(html);
  const doc = new globalThis.window.DOMParser().parseFromString(capped, "text/html");
  const body = doc.getElementsByTagName("body")[0];
  if (!body) return [];
  // DOMPurify keeps leading whitespace, which the parser drops.
  const lead = /^[\r\n\t ]+/.exec(capped);
  if (lead) body.insertBefore(doc.createTextNode(lead[0]), body.firstChild);
  const parts: DocumentFragment[] = [];
  let part: DocumentFragment | null = null;
  let size = 0;
  for (let node = body.firstChild; node; node = body.firstChild) {
    const weight = node.nodeType === 1 ? (node as Element).getElementsByTagName("*").length + 1 : 1;
    if (!part || (size > 0 && size + weight > partNodes)) {
      part = doc.createDocumentFragment();
      parts.push(part);
      size = 0;
    }
    part.appendChild(node);
    size += weight;
  }
  // Content the parser put elsewhere than the body (a script before any text goes to the head) is not DOMPurify's
  // either: what renders is empty, not nothing.
  return parts.length > 0 ? parts : [doc.createDocumentFragment()];
}

/** DOMPurify's pass over one part of contentParts. null when it fails. */
export const purifyPart = (part: DocumentFragment): DocumentFragment | null => purify(part);

/**
 * The second step, on DOMPurify's fragment: headings, greentext, the link policy and emoji. The steps are apart so
 * the heaviest content can take one task for each (content-cache.ts). null when it fails. Never throws.
 */
export function finishContent(fragment: DocumentFragment, ctx: ContentContext): DocumentFragment | null {
  try {
    replaceHeadings(fragment);
    markGreentext(fragment);
    applyLinkPolicy(fragment, ctx);
    replaceEmoji(fragment, emojiMap(ctx.emojis, ctx.mediaOrigins));
  } catch {
    return null;
  }
  return fragment;
}

/**
 * Server HTML → a safe fragment to clone into the page, or null when nothing renders. Never throws. `fragment` is
 * the first step's result when that ran in a task of its own.
 */
export function sanitizeContent(html: string, ctx: ContentContext, fragment = purifyContent(html)): DocumentFragment | null {
  return fragment && finishContent(fragment, ctx);
}
