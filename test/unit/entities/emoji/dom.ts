// A happy-dom page for component tests: installs the globals React needs and renders into a fresh root.
import { Window } from "happy-dom";

export function installDom(url = "https://mitra.test/") {
  const window = new Window({ url });
  const g = globalThis as Record<string, unknown>;
  for (const key of ["window", "document", "navigator", "HTMLElement", "Node", "Event", "KeyboardEvent", "PointerEvent", "CSSStyleSheet", "localStorage", "MutationObserver", "getComputedStyle", "requestAnimationFrame", "cancelAnimationFrame"]) {
    const value = (window as unknown as Record<string, unknown>)[key];
    Object.defineProperty(g, key, { value: typeof value === "function" && key[0] === key[0].toLowerCase() ? (value as Function).bind(window) : value, configurable: true, writable: true });
  }
  g.IS_REACT_ACT_ENVIRONMENT = true;
  return window;
}

export function press(el: Element, key: string, init: Record<string, unknown> = {}) {
  const view = el.ownerDocument.defaultView as unknown as { KeyboardEvent: typeof KeyboardEvent };
  el.dispatchEvent(new view.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));
}
