// A happy-dom page with the globals React, jotai and the app's modules read.
import { Window } from "happy-dom";

export function installDom(url = "https://mitra.test/"): Window {
  const window = new Window({ url });
  const g = globalThis as Record<string, unknown>;
  for (const key of ["window", "document", "navigator", "location", "HTMLElement", "Node", "Element", "Event", "KeyboardEvent", "MouseEvent", "PointerEvent", "localStorage"]) {
    const value = (window as unknown as Record<string, unknown>)[key];
    Object.defineProperty(g, key, { value: typeof value === "function" && key[0] === key[0].toLowerCase() ? (value as Function).bind(window) : value, configurable: true, writable: true });
  }
  g.IS_REACT_ACT_ENVIRONMENT = true;
  return window;
}
