// Watchers shared by the hardening and accessibility specs: a page whose every request, dialog, navigation,
// popup and CSP violation is recorded, and a DOM audit for unsafe elements, attributes and links.
import type { Page } from "playwright-core";
import type { Harness } from "./harness";
import { isPrivateHost } from "../../src/lib/url-policy";

export interface Watch {
  page: Page;
  /** Requests that left the demo's origin (all aborted: the tests never touch the network). */
  external: { url: string; authorization: string | null }[];
  /** Requests to the demo's origin that carried an Authorization header. */
  authorized: string[];
  dialogs: string[];
  /** Main-frame navigations to another origin, and popups. */
  escapes: string[];
  errors: string[];
}

/** A fresh page with everything recorded; `signIn` puts a session in place first. */
export async function watchedPage(h: Harness, signIn?: string): Promise<Watch> {
  const page = await h.newPage();
  const origin = new URL(h.url).origin;
  const watch: Watch = { page, external: [], authorized: [], dialogs: [], escapes: [], errors: [] };
  await page.context().addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  await page.context().route("**/*", async (route) => {
    const request = route.request();
    const url = request.url();
    const authorization = (await request.allHeaders())["authorization"] ?? null;
    if (url.startsWith(`${origin}/`)) {
      if (authorization) watch.authorized.push(url);
      return route.continue();
    }
    watch.external.push({ url, authorization });
    return route.abort();
  });
  page.on("dialog", (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(`${origin}/`)) watch.escapes.push(frame.url());
  });
  page.context().on("page", (popup) => watch.escapes.push(`popup ${popup.url()}`));
  page.on("pageerror", (error) => watch.errors.push(String(error)));
  if (signIn) await h.signInAs(page, signIn);
  return watch;
}

/** Client-side navigation (as a link click would do), so one page load serves many screens. */
export async function goClient(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
}

/** In the page: the region has content and nothing in it says it is still loading. */
function settledInPage(selector: string): boolean {
  const root = document.querySelector(selector);
  if (!root || root.childElementCount === 0) return false;
  return !root.querySelector('[aria-busy="true"], .page-loading, .spinner');
}

/** Waits until the main region has content and nothing in it says it is still loading. */
export async function settled(page: Page, selector = "main", timeout = 10_000): Promise<void> {
  await page.waitForFunction(settledInPage, selector, { timeout, polling: 50 }).catch(() => undefined);
}

/**
 * Everything unsafe in the current document: script outside the shell, frames and plugins anywhere, markup that
 * re-targets or restyles the page inside remote content, event-handler attributes, script URLs, links without the
 * safe rel/target, in-app links to API paths, positioned remote content, and remote direction controls that are
 * not isolated.
 */
export function auditDom(page: Page): Promise<string[]> {
  return page.evaluate(auditInPage);
}

/** The audit of `auditDom`, run in the page. */
function auditInPage(): string[] {
  {
    const problems: string[] = [];
    const origin = location.origin;
    const describe = (el: Element) => `<${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""}>`;
    for (const s of Array.from(document.scripts)) {
      const shell = s.parentElement === document.head && ((s.src && s.src.startsWith(`${origin}/`)) || s.type === "application/json");
      if (!shell) problems.push(`script ${s.src || s.textContent?.slice(0, 60)}`);
    }
    for (const el of Array.from(document.querySelectorAll("iframe, frame, frameset, object, embed, applet, portal, base"))) {
      problems.push(`element ${describe(el)}`);
    }
    for (const el of Array.from(document.body.querySelectorAll("meta, link, style, title"))) problems.push(`element in body ${describe(el)}`);
    const remote = Array.from(document.querySelectorAll(".rich-content"));
    for (const box of remote) {
      const bad = box.querySelector(
        "form, input, button, textarea, select, option, dialog, svg, math, video, audio, picture, source, table, template, noscript, xmp, marquee, details, img:not(.custom-emoji)",
      );
      if (bad) problems.push(`in remote content ${describe(bad)}`);
      for (const el of Array.from(box.querySelectorAll("*"))) {
        for (const attr of Array.from(el.attributes)) {
          const n = attr.name.toLowerCase();
          if (["style", "id", "name", "srcset", "form", "formaction", "action", "ping", "popover", "popovertarget", "contenteditable", "tabindex", "role", "hidden", "inert"].includes(n) || n.startsWith("aria-")) {
            problems.push(`remote attribute ${n} on ${describe(el)}`);
          }
        }
        const position = getComputedStyle(el).position;
        if (position === "fixed" || position === "absolute" || position === "sticky") problems.push(`positioned ${describe(el)} in remote content`);
      }
    }
    const URL_ATTRS = ["href", "src", "srcset", "poster", "action", "formaction", "data", "xlink:href", "background", "cite", "ping"];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) {
        const n = attr.name.toLowerCase();
        if (n.startsWith("on")) problems.push(`attribute ${n} on ${describe(el)}`);
        if (URL_ATTRS.includes(n)) {
          // What the browser would make of it: control characters and whitespace are ignored in schemes.
          const v = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "").toLowerCase();
          if (/^(javascript|vbscript|data|livescript|jscript|filesystem):/.test(v)) problems.push(`${n}=${attr.value.slice(0, 60)} on ${describe(el)}`);
        }
      }
    }
    for (const a of Array.from(document.querySelectorAll("a[href]")) as HTMLAnchorElement[]) {
      let url: URL;
      try {
        url = new URL(a.href);
      } catch {
        problems.push(`unparsable href ${a.getAttribute("href")}`);
        continue;
      }
      if (url.origin === origin) {
        if (/^\/(api|oauth|__test__)\//.test(url.pathname)) problems.push(`in-app link to ${url.pathname}`);
        continue;
      }
      if (url.protocol !== "https:" && url.protocol !== "http:" && url.protocol !== "mailto:") problems.push(`href scheme ${url.protocol}`);
      if (url.username || url.password) problems.push(`href with credentials ${url.host}`);
      const rel = a.rel.split(/\s+/);
      if (a.target !== "_blank" || !["nofollow", "noopener", "noreferrer"].every((r) => rel.includes(r))) {
        problems.push(`external link ${a.href.slice(0, 60)} target=${a.target} rel=${a.rel}`);
      }
    }
    // Remote direction overrides must stay inside an isolating element (bdi or dir=auto).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!/[\u202A-\u202E\u2066-\u2069]/.test(n.textContent ?? "")) continue;
      const parent = n.parentElement;
      const isolated = parent?.closest("bdi, [dir], input, textarea");
      if (!isolated || isolated === document.documentElement || isolated === document.body) problems.push(`bidi text not isolated in ${describe(parent ?? document.body)}`);
    }
    const w = window as unknown as { __pwned?: unknown };
    if (typeof w.__pwned !== "undefined") problems.push(`window.__pwned is ${String(w.__pwned)}`);
    return [...new Set(problems)];
  }
}

/**
 * Goes to `path` in the app as a link does, waits until the main region has content and nothing in it is loading
 * (as `settled`, at most 10 s) and, with `article`, until it shows a post (at most 5 s; a profile may have none), then
 * two frames for what the render sets off, and audits the document: all in the page, in one round trip.
 */
export function visitAndAudit(page: Page, path: string, options: { article?: boolean } = {}): Promise<string[]> {
  const inPage = async (audit: () => string[], settled: (selector: string) => boolean, path: string, article: boolean) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
    for (const until = performance.now() + 10_000; !settled("main") && performance.now() < until; ) await frame();
    if (article) for (const until = performance.now() + 5000; !document.querySelector("main article") && performance.now() < until; ) await frame();
    await frame();
    await frame();
    return audit();
  };
  return page.evaluate(`(${inPage})(${auditInPage}, ${settledInPage}, ${JSON.stringify(path)}, ${Boolean(options.article)})`);
}

/**
 * Audits a list from its top to its end, in the page. A long timeline keeps only the entries near the screen as cards
 * (the rest are empty spacers), so the walk moves two screens at a time (the cards reach a screen above and one and a
 * half below), waits at each stop until no spacer is left on screen (at most 5 s, or it fails), lets two frames run
 * and audits. Returns the problems found and whether the walk reached the list's end.
 */
export async function auditScrolling(page: Page): Promise<{ problems: string[]; stops: number; end: boolean }> {
  const inPage = async (audit: () => string[]) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const spacerOnScreen = () =>
      [...document.querySelectorAll("main .timeline-spacer")].some((spacer) => {
        const box = spacer.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
    const problems = new Set<string>();
    window.scrollTo(0, 0);
    let stops = 0;
    for (; stops < 2000; stops++) {
      for (const until = performance.now() + 5000; spacerOnScreen() && performance.now() < until; ) await frame();
      if (spacerOnScreen()) throw new Error(`a spacer stayed on screen at ${window.scrollY}`);
      await frame();
      await frame();
      for (const problem of audit()) problems.add(problem);
      const y = window.scrollY;
      window.scrollBy(0, window.innerHeight * 2);
      if (window.scrollY <= y) return { problems: [...problems], stops: stops + 1, end: true };
    }
    return { problems: [...problems], stops, end: false };
  };
  return page.evaluate(`(${inPage})(${auditInPage})`);
}

/** Hosts that a hostile payload may try to reach: the attacker and private or loopback addresses. */
export function isLeak(url: string, exfilHost: string, demoUrl: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.origin === new URL(demoUrl).origin) return false;
  const host = u.hostname.replace(/^\[|\]$/g, "");
  return (
    host === exfilHost ||
    host.endsWith(`.${exfilHost}`) ||
    host === "localhost" ||
    host === "::1" ||
    /^(127\.|10\.|169\.254\.|192\.168\.|0\.)/.test(host) ||
    /^\d+$/.test(host) ||
    isPrivateHost(u.hostname) ||
    u.protocol === "http:"
  );
}

/** Every screen of the route table, with a real id where it needs one (filled by `routesFor`). */
export const VISITOR_ROUTES = ["/", "/about", "/ethereum", "/local", "/tag/gardening", "/@alice", "/@alice/gallery", "/@alice/subscription", "/@dana/subscription", "post"];
export const USER_ROUTES = [
  "/home", "/local", "/federated", "post", "/tag/gardening", "/custom-feeds", "feed", "feed-timeline", "/explore",
  "/notifications", "/profile-directory", "/search?q=alice", "/follow-requests", "/mutes", "/bookmarks", "/@alice",
  "/@bob", "/@dana/gallery", "/@dana/subscription", "subscriber", "/subscriptions/settings", "/settings",
  "/settings/profile", "/settings/aliases", "/settings/identity-proof", "/settings/import-followers",
  "/settings/import-follows", "/settings/move-followers", "/about",
];

/** Replaces the placeholders with ids from the demo (a post with replies, alice's first feed, a subscriber). */
export async function routesFor(h: Harness, routes: string[]): Promise<string[]> {
  const api = h.apiAs("alice");
  const home = (await api("GET", "/api/v1/timelines/home?limit=40")).body as { id: string; replies_count: number }[];
  const post = home.find((p) => p.replies_count > 0) ?? home[0];
  const feeds = (await api("GET", "/api/v1/lists")).body as { id: string }[];
  const bob = (await api("GET", "/api/v1/accounts/lookup?acct=bob")).body as { id: string };
  return routes.flatMap((r) => {
    if (r === "post") return [`/post/${post.id}`];
    if (r === "feed") return feeds[0] ? [`/custom-feed/${feeds[0].id}`] : [];
    if (r === "feed-timeline") return feeds[0] ? [`/custom-feed/${feeds[0].id}/timeline`] : [];
    if (r === "subscriber") return [`/subscriber/${bob.id}`];
    return [r];
  });
}

// What a same-origin script finds of eval, new Function and a string timer. DevTools evaluation (page.evaluate) is
// exempt from the page's CSP, so eval is tried from a same-origin script the page itself loads: what a payload that
// got a script in would try next.
const PROBE = `
  const out = {};
  try { out.eval = String(eval("'ran'")); } catch (e) { out.eval = e.name; }
  try { out.function = String(new Function("return 'ran'")()); } catch (e) { out.function = e.name; }
  try { setTimeout("document.documentElement.dataset.timer = 'ran'", 0); } catch (e) { out.timer = e.name; }
  // Timers of equal delay run in order: once this one has run, the string timer above ran too, if it was allowed.
  setTimeout(() => { document.documentElement.dataset.probe = JSON.stringify(out); }, 0);
`;

export async function probeEval(page: Page): Promise<{ eval: string; function: string }> {
  await page.route(/__csp-probe\.js/, (route) => route.fulfill({ contentType: "text/javascript", body: PROBE }));
  await page.evaluate(() => {
    delete document.documentElement.dataset.probe;
    const s = document.createElement("script");
    s.src = `/__csp-probe.js?${Math.random()}`;
    document.head.append(s);
    s.onload = () => s.remove();
  });
  await page.waitForFunction(() => document.documentElement.dataset.probe !== undefined, null, { timeout: 5000 });
  const result = await page.evaluate(() => ({ ...JSON.parse(document.documentElement.dataset.probe!), timer: document.documentElement.dataset.timer }));
  return result;
}
