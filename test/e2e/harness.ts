// End-to-end harness: the demo instance in test mode serving the built client (dist/) on a free port, and
// Chromium driven by playwright-core. Specs share one instance per file:
//
//   const h = await startHarness();           // before()
//   const page = await h.newPage();
//   await h.signInAs(page, "alice");           // token in localStorage before the app loads, then /home
//   await h.injectFault("GET /api/v1/timelines/home", "500");
//   await h.resetDemo();                      // specs that change state reset first
//   await h.close();                          // after()
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

import { startDemo, type DemoHandle } from "../../scripts/demo/server";
import { DEMO_ACCOUNTS } from "../../scripts/demo/seed";

export const SESSION_KEY = "mitra.v1.session";
export type FaultKind = "500" | "413" | "malformed" | "drop" | "latency" | "unreadable";

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Harness {
  url: string;
  demo: DemoHandle;
  browser: Browser;
  /** A page in a fresh browser context (no shared storage between pages). */
  /**
   * A page in a fresh browser context. The service worker is blocked unless asked for: Playwright's request
   * routing does not see requests a service worker answers, and most specs route or fault requests.
   */
  newPage: (options?: { serviceWorkers?: "allow" | "block" }) => Promise<Page>;
  resetDemo: () => Promise<void>;
  injectFault: (operation: string, kind: FaultKind, opts?: { ms?: number; times?: number }) => Promise<void>;
  clearFaults: () => Promise<void>;
  /** Puts a session for the user into localStorage before the app loads, then opens /home. */
  signInAs: (page: Page, username: string) => Promise<string>;
  tokenFor: (username: string) => Promise<string>;
  /** Direct API calls as a seeded user (or as a guest with null). */
  apiAs: (username: string | null) => (method: string, path: string, body?: unknown) => Promise<ApiAnswer>;
  close: () => Promise<void>;
}

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Names the browser that ran in the summary that `npm test` prints at its end. */
function recordBrowserVersion(version: string): void {
  const dir = process.env.MITRA_TEST_SUMMARY_DIR;
  if (dir) writeFileSync(join(dir, "browser.txt"), `Chromium ${version} (${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"})\n`);
}

export async function startHarness(options: { staticDir?: string; flavor?: "mitra" | "mastodon"; seed?: "default" | "large" } = {}): Promise<Harness> {
  const staticDir = resolve(options.staticDir ?? process.env.MITRA_E2E_STATIC ?? "dist");
  if (!existsSync(resolve(staticDir, "index.html"))) {
    throw new Error(`${staticDir}/index.html is missing: run npm run build first`);
  }
  const flavor = options.flavor ?? "mitra";
  const demo = await startDemo({ port: 0, testMode: true, staticDir, flavor, seed: options.seed });
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    await demo.close();
    throw error;
  }
  recordBrowserVersion(browser.version());
  const contexts: BrowserContext[] = [];
  const tokens = new Map<string, string>();

  async function control(method: string, path: string, body?: unknown): Promise<void> {
    const response = await fetch(`${demo.url}${path}`, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  }

  async function tokenFor(username: string): Promise<string> {
    const cached = tokens.get(username);
    if (cached) return cached;
    if (flavor === "mastodon") {
      // No password grant on a Mastodon server: the demo hands out a token in test mode.
      const response = await fetch(`${demo.url}/__test__/token`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username }),
      });
      if (!response.ok) throw new Error(`token for ${username} failed: ${response.status} ${await response.text()}`);
      const token = ((await response.json()) as { access_token: string }).access_token;
      tokens.set(username, token);
      return token;
    }
    const account = DEMO_ACCOUNTS.find((a) => a.username === username);
    if (!account?.password) throw new Error(`${username} has no password; sign in with a wallet in the spec instead`);
    const response = await fetch(`${demo.url}/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username, password: account.password }),
    });
    if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
    const token = ((await response.json()) as { access_token: string }).access_token;
    tokens.set(username, token);
    return token;
  }

  const harness: Harness = {
    url: demo.url,
    demo,
    browser,
    async newPage({ serviceWorkers = "block" } = {}) {
      const context = await browser.newContext({ baseURL: demo.url, serviceWorkers });
      await context.addInitScript(recordFetchCalls);
      contexts.push(context);
      return context.newPage();
    },
    async resetDemo() {
      tokens.clear();
      await control("POST", "/__test__/reset");
    },
    async injectFault(operation, kind, opts = {}) {
      await control("POST", "/__test__/fault", { operation, kind, ...opts });
    },
    async clearFaults() {
      await control("DELETE", "/__test__/fault");
    },
    tokenFor,
    async signInAs(page, username) {
      const token = await tokenFor(username);
      await page.context().addInitScript(
        ([key, value]) => {
          window.localStorage.setItem(key, value);
        },
        [SESSION_KEY, JSON.stringify({ token })] as const,
      );
      await page.goto(`${demo.url}/home`);
      // The first render may come after the load event (main.tsx waits for the first screen's module, words and
      // instance, at most 1 s): the tests start once the app has replaced index.html's skeleton.
      await page.locator("#app > .boot").waitFor({ state: "detached" });
      return token;
    },
    apiAs(username) {
      return async (method, path, body) => {
        const headers: Record<string, string> = {};
        if (username) headers.Authorization = `Bearer ${await tokenFor(username)}`;
        if (body !== undefined) headers["Content-Type"] = "application/json";
        const response = await fetch(`${demo.url}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = text;
        }
        return { status: response.status, body: parsed, headers: response.headers };
      };
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close().catch(() => {});
      await demo.close();
    },
  };
  return harness;
}

/** Opens the new-post editor on home as a person does: a click on its stand-in box, then the full editor is there. */
export async function openComposer(page: Page): Promise<void> {
  await page.getByRole("textbox", { name: "What's on your mind?" }).click();
  await page.getByRole("form", { name: "Post editor" }).waitFor();
}

/**
 * Waits until the page has stopped moving: the scroll offset and the element's position stay the same for several
 * animation frames in a row. Cards skipped by `content-visibility` render after a scroll and the browser's scroll
 * anchoring then adjusts the offset; a click or a measurement taken during that adjustment describes a page the
 * reader never saw settle.
 */
export async function waitForStillLayout(page: Page, selector: string, frames = 6): Promise<void> {
  await page.waitForFunction(
    ({ selector, frames }) => {
      const w = window as unknown as { __still?: { key: string; count: number } };
      const el = document.querySelector(selector);
      if (!el) return false;
      const key = `${Math.round(window.scrollY)}:${Math.round(el.getBoundingClientRect().top)}`;
      if (w.__still?.key === key) w.__still.count++;
      else w.__still = { key, count: 0 };
      return w.__still.count >= frames;
    },
    { selector, frames },
    { polling: "raf" },
  );
}

/**
 * Records where an element sits at the moment the next pointer press reaches the page (capture phase, before any
 * handler): what the reader saw when they clicked, even if the click itself had to scroll first.
 */
export async function recordAtPointerDown(page: Page, selector: string): Promise<() => Promise<{ top: number; scrollY: number }>> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __atDown?: { top: number; scrollY: number } };
    delete w.__atDown;
    addEventListener(
      "pointerdown",
      () => {
        const el = document.querySelector(selector)!;
        w.__atDown = { top: Math.round(el.getBoundingClientRect().top), scrollY: Math.round(window.scrollY) };
      },
      { capture: true, once: true },
    );
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __atDown: { top: number; scrollY: number } }).__atDown);
}

/**
 * Runs in every test page before the app: notes each fetch call as it is made (synchronously, in the page) and
 * when it settles, so a test can ask "how many were sent" right after an input and wait for them to finish.
 */
function recordFetchCalls(): void {
  const w = window as unknown as { __fetches: { method: string; path: string; done: boolean }[] };
  w.__fetches = [];
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request?.url ?? String(input), location.href);
    const entry = { method: (init?.method ?? request?.method ?? "GET").toUpperCase(), path: url.pathname, done: false };
    w.__fetches.push(entry);
    const settle = () => {
      entry.done = true;
    };
    const result = original(input, init);
    result.then(settle, settle);
    return result;
  };
}

/** The fetch calls the page has made to `method` + a path matching `path`, and how many are still under way. */
export async function fetchCalls(page: Page, method: string, path: RegExp): Promise<{ total: number; pending: number }> {
  return page.evaluate(
    ({ method, source }) => {
      const re = new RegExp(source);
      const calls = (window as unknown as { __fetches: { method: string; path: string; done: boolean }[] }).__fetches.filter(
        (c) => c.method === method && re.test(c.path),
      );
      return { total: calls.length, pending: calls.filter((c) => !c.done).length };
    },
    { method, source: path.source },
  );
}

/** Waits until at least `atLeast` such calls were made and none of them is still under way; returns the total. */
export async function fetchesSettled(page: Page, method: string, path: RegExp, atLeast = 1, timeout = 10_000): Promise<number> {
  const handle = await page.waitForFunction(
    ({ method, source, atLeast }) => {
      const re = new RegExp(source);
      const calls = (window as unknown as { __fetches: { method: string; path: string; done: boolean }[] }).__fetches.filter(
        (c) => c.method === method && re.test(c.path),
      );
      return calls.length >= atLeast && calls.every((c) => c.done) ? calls.length : 0;
    },
    { method, source: path.source, atLeast },
    { timeout, polling: "raf" },
  );
  return (await handle.jsonValue()) as number;
}

/** Polls `check` until it returns without throwing (and not false), or fails with its last error after `timeout`. */
export async function eventually<T>(check: () => Promise<T> | T, timeout = 10_000, interval = 50): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let failure: unknown;
    try {
      const value = await check();
      if (value !== false) return value;
      failure = new Error("the condition stayed false");
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) throw failure;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Resolves after the page has rendered two more frames: input handlers, React's commit and a paint are done. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
