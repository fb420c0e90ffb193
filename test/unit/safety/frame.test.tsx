// Inside another site's frame the app does not start; the visitor gets a way out instead.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { installDom } from "./dom";

installDom("https://mitra.test/@alice");
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { createStore } = await import("jotai");
const { LLAtom } = await import("../../../src/state/i18n");
const { isFramed } = await import("../../../src/lib/frame");
const { FramedNotice } = await import("../../../src/app/FramedNotice");

test("a page whose top is another window, or cannot be read, is framed", () => {
  const self = {};
  assert.equal(isFramed({ top: self, self }), false);
  assert.equal(isFramed({ top: {}, self }), true);
  const crossOrigin = { self, get top(): unknown { throw new Error("SecurityError"); } };
  assert.equal(isFramed(crossOrigin), true);
});

test("the notice says why and opens the app in its own tab", () => {
  const container = document.createElement("div");
  act(() => createRoot(container).render(<FramedNotice LL={createStore().get(LLAtom)} />));
  assert.match(container.textContent ?? "", /does not work inside another website/);
  const link = container.querySelector("a")!;
  assert.equal(link.getAttribute("href"), "https://mitra.test/@alice");
  assert.equal(link.getAttribute("target"), "_blank");
});

test("the entry starts nothing when framed", () => {
  // The app's start, which the entry runs (src/main.tsx), is src/app/start.tsx.
  const main = readFileSync("src/app/start.tsx", "utf8");
  const framed = main.indexOf("if (isFramed())");
  assert.ok(framed > 0 && framed < main.indexOf("start();") && framed < main.indexOf("store.set(bootAtom)"));
  assert.ok(main.indexOf("loadSignedInFrame();") > main.indexOf("function start()"), "the signed-in frame loads only in start()");
});
