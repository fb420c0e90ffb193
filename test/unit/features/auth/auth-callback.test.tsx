import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../subscriptions/dom";

// An answer no sign-in here started: nothing is pending in this browser's storage.
installDom("https://mitra.test/auth/callback?code=stolen&state=forged");
const { act } = await import("react");
const { renderInApp } = await import("../../support/render");
const { default: AuthCallbackView } = await import("../../../../src/features/auth/AuthCallbackView");

test("a sign-in answer that failed names the page by its failure, not as still finishing", async () => {
  const { container, unmount } = await renderInApp(<AuthCallbackView />, { path: "/auth/callback" });
  const deadline = Date.now() + 2000;
  while (!container.querySelector("[role=alert]") && Date.now() < deadline) await act(() => new Promise((r) => setTimeout(r, 10)));
  assert.match(container.querySelector("[role=alert]")?.textContent ?? "", /does not match a sign-in started here/);
  assert.equal(container.querySelector("h1")?.textContent, "Sign-in did not finish");
  assert.match(document.title, /^Sign-in did not finish \| /);
  await unmount();
});
