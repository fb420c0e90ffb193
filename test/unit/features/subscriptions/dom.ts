// A happy-dom page for the subscription components: globals React needs, a fake API server and input helpers.
import { Window } from "happy-dom";

export function installDom(url = "https://mitra.test/") {
  const window = new Window({ url });
  const g = globalThis as Record<string, unknown>;
  for (const key of ["window", "document", "navigator", "location", "HTMLElement", "Node", "Event", "KeyboardEvent", "localStorage", "DOMParser", "MutationObserver", "getComputedStyle", "requestAnimationFrame", "cancelAnimationFrame"]) {
    const value = (window as unknown as Record<string, unknown>)[key];
    Object.defineProperty(g, key, { value: typeof value === "function" && key[0] === key[0].toLowerCase() ? (value as Function).bind(window) : value, configurable: true, writable: true });
  }
  g.IS_REACT_ACT_ENVIRONMENT = true;
  (window as unknown as { MITRA_CONFIG: object }).MITRA_CONFIG = { apiUrl: "https://mitra.test" };
  return window;
}

export type Handler = (request: { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | null; token: string | null }) =>
  { status?: number; body: unknown } | undefined;

/** Installs a fake fetch answering from `handlers` (first answer wins) and records every request. */
export function fakeServer(handlers: Handler[]) {
  const requests: { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | null; token: string | null }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    const auth = request.headers.get("Authorization");
    const entry = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, token: auth ? auth.replace(/^Bearer /, "") : null };
    requests.push(entry);
    for (const handler of handlers) {
      const answer = handler(entry);
      if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
    }
    return new Response(JSON.stringify({ error: "not found", error_description: "not found" }), { status: 404, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return requests;
}

export function setValue(window: Window, input: HTMLInputElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
  setter.call(input, value);
  input.dispatchEvent(new window.Event("input", { bubbles: true }) as unknown as Event);
  input.dispatchEvent(new window.Event("change", { bubbles: true }) as unknown as Event);
}

export const settle = (ms = 30) => new Promise((r) => setTimeout(r, ms));

/** The element whose <label> reads `text`. */
export function byLabel<T extends Element>(root: ParentNode, text: string | RegExp): T {
  for (const label of root.querySelectorAll("label")) {
    const t = label.textContent?.trim() ?? "";
    if (typeof text === "string" ? t === text : text.test(t)) {
      const el = label.htmlFor ? (root as Element).ownerDocument!.getElementById(label.htmlFor) : label.querySelector("input,select,textarea");
      if (el) return el as unknown as T;
    }
  }
  throw new Error(`no field labelled ${text}`);
}

export function button(root: ParentNode, name: string | RegExp): HTMLButtonElement {
  for (const b of root.querySelectorAll("button")) {
    const n = (b.getAttribute("aria-label") ?? b.textContent ?? "").trim();
    if (typeof name === "string" ? n === name : name.test(n)) return b as HTMLButtonElement;
  }
  throw new Error(`no button ${name}`);
}

/** Retries `check` (an assertion) while letting React and pending requests settle, for up to `ms`. */
export async function until<T>(act: (fn: () => Promise<unknown>) => PromiseLike<unknown>, check: () => T, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await act(() => settle(15));
    }
  }
}
