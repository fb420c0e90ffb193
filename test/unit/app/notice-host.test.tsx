// The notices' size watcher (NoticeHost) sets the page's bottom room from the list's height. When the last notice
// goes, React lets go of the list (its ref becomes null) before the effect's cleanup disconnects the watcher, and a
// size report can arrive in between: it must read the list it was given, not the ref.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../safety/dom";

installDom("https://mitra.test/home");
const { createStore } = await import("jotai");
const { renderInApp } = await import("../support/render");
const { noticesAtom } = await import("../../../src/state/notices");
const { default: NoticeHost } = await import("../../../src/app/NoticeHost");

test("a size report that arrives after the list is gone sets the room without an error", async () => {
  const reports: (() => void)[] = [];
  const Native = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      reports.push(() => callback([], this as unknown as ResizeObserver));
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  try {
    const store = createStore();
    store.set(noticesAtom, [{ id: 1, message: "Link copied", kind: "info" }]);
    const page = await renderInApp(<NoticeHost />, { store, path: "/home" });
    assert.equal(reports.length, 1);
    await page.unmount();
    page.container.remove();
    // The report the browser had queued before the cleanup ran.
    assert.doesNotThrow(() => reports[0]!());
  } finally {
    globalThis.ResizeObserver = Native;
    document.documentElement.style.removeProperty("--notices-size");
  }
});
