// A happy-dom page for the settings component tests.
import { Window } from "happy-dom";

export function installDom(url = "https://mitra.test/") {
  const window = new Window({ url });
  const g = globalThis as Record<string, unknown>;
  for (const key of ["window", "document", "navigator", "HTMLElement", "Node", "Event", "localStorage", "MutationObserver", "getComputedStyle", "requestAnimationFrame", "cancelAnimationFrame"]) {
    const value = (window as unknown as Record<string, unknown>)[key];
    Object.defineProperty(g, key, { value: typeof value === "function" && key[0] === key[0].toLowerCase() ? (value as Function).bind(window) : value, configurable: true, writable: true });
  }
  g.IS_REACT_ACT_ENVIRONMENT = true;
  return window;
}

/** Types into a React-controlled input the way a browser does. */
export function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
  setter.call(input, value);
  input.dispatchEvent(new (input.ownerDocument.defaultView as unknown as { Event: typeof Event }).Event("input", { bubbles: true }));
}

/** The control a <label> names, by the label's text. */
export function byLabel<T extends HTMLElement = HTMLInputElement>(root: ParentNode, text: string): T {
  const label = [...root.querySelectorAll("label")].find((l) => l.textContent?.trim() === text);
  assert(label, `no label "${text}"`);
  const control = (label.htmlFor ? root.querySelector(`[id="${label.htmlFor}"]`) : label.querySelector("input, select, textarea")) as T | null;
  assert(control, `label "${text}" names nothing`);
  return control;
}

function assert(value: unknown, message: string): asserts value {
  if (!value) throw new Error(message);
}
