// "Show more" under the profile's lists keeps the keyboard focus while a page loads: busy is aria-disabled, since
// a disabled button drops the focus to the page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../subscriptions/dom";

installDom();
const { renderInApp } = await import("../../support/render");
const { ShowMore } = await import("../../../../src/features/profile/ShowMore");

test("while the next page loads the button says it is busy but stays enabled", async () => {
  const page = await renderInApp(<ShowMore page={{ hasMore: true, loadingMore: true, loadMore: async () => {} }} label="Show more" />);
  const button = page.container.querySelector("button")!;
  assert.equal(button.disabled, false);
  assert.equal(button.getAttribute("aria-disabled"), "true");
  await page.unmount();
});
