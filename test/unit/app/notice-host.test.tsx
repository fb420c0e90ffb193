// The notices' height (NoticeHost, lib/height-var) sets the page's bottom room. It used to be read through the list's
// ref in an effect: when the last notice went, React let go of the ref before the effect's cleanup disconnected the
// observer, and a size report arriving in between threw. The observer now reads the element it was given and is
// disconnected, and the room removed, as the list leaves.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../safety/dom";

installDom("https://mitra.test/home");
const { createStore } = await import("jotai");
const { renderInApp } = await import("../support/render");
const { noticesAtom } = await import("../../../src/state/notices");
const { default: NoticeHost } = await import("../../../src/app/NoticeHost");

test("the list's height is kept while it is there, gone with it, and a late size report finds no missing list", async () => {
  const reports: (() => void)[] = [];
  let disconnected = 0;
  const Native = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      reports.push(() => callback([], this as unknown as ResizeObserver));
    }
    observe() {}
    unobserve() {}
    disconnect() {
      disconnected++;
    }
  } as unknown as typeof ResizeObserver;
  const room = () => document.documentElement.style.getPropertyValue("--notices-size");
  try {
    const store = createStore();
    store.set(noticesAtom, [{ id: 1, message: "Link copied", kind: "info" }]);
    const page = await renderInApp(<NoticeHost />, { store, path: "/home" });
    assert.equal(reports.length, 1);
    reports[0]!();
    assert.match(room(), /^\d+px$/);
    await page.unmount();
    page.container.remove();
    assert.equal(disconnected, 1);
    assert.equal(room(), "");
    // A report the browser had queued as the list left.
    assert.doesNotThrow(() => reports[0]!());
  } finally {
    globalThis.ResizeObserver = Native;
    document.documentElement.style.removeProperty("--notices-size");
  }
});
