// Quote links for visitors: a remote quoted post opens its original (uri); a local one, and any for signed-in
// readers, stays in the app.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { createStore } = await import("jotai");
const { renderNow } = await import("../../support/render");
const { LinkedPostLink } = await import("../../../../src/entities/post/PostLinks");
const { instanceAtom } = await import("../../../../src/state/session");

function hrefOf(uri: string, external: boolean): string | null {
  const store = createStore();
  store.set(instanceAtom, { uri: "home.example" } as never);
  const { container } = renderNow(<LinkedPostLink link={{ id: "q1", uri }} external={external}>quoted</LinkedPostLink>, { store });
  return container.querySelector("a")?.getAttribute("href") ?? null;
}

test("visitors open a remote quoted post at its uri; local ones and signed-in readers stay in the app", () => {
  assert.equal(hrefOf("https://far.example/objects/9", true), "https://far.example/objects/9");
  assert.equal(hrefOf("https://home.example/objects/9", true), "/post/q1");
  assert.equal(hrefOf("https://far.example/objects/9", false), "/post/q1");
  assert.equal(hrefOf("javascript:alert(1)", true), "/post/q1");
});
