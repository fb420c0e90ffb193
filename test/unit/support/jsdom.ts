// A standards-compliant DOM for tests of the sanitiser. DOMPurify walks the tree with a NodeIterator while it
// removes nodes; happy-dom's iterator skips nodes then (so `<p>` at the top level is unwrapped and `<form>` kept),
// which would test happy-dom's behaviour, not ours. jsdom is the DOM DOMPurify itself is tested on in Node.
import { JSDOM } from "jsdom";

export function installJsdom(url = "https://mitra.test/"): Window {
  const { window } = new JSDOM("<!DOCTYPE html><html><head></head><body></body></html>", { url });
  const g = globalThis as Record<string, unknown>;
  for (const key of ["window", "document", "Node", "NodeFilter", "Element", "HTMLElement", "DocumentFragment", "DOMParser"]) {
    Object.defineProperty(g, key, { value: (window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
  }
  return window as unknown as Window;
}

/** The HTML of a fragment (or "" for null), as the page would hold it. */
export function htmlOf(fragment: DocumentFragment | null): string {
  const div = document.createElement("div");
  if (fragment) div.append(fragment);
  return div.innerHTML;
}
