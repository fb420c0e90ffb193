import { test } from "node:test";
import assert from "node:assert/strict";
import { DEFAULT_CONFIG, parseConfig } from "../../../src/state/config";

test("the defaults are the spec's", () => {
  assert.deepEqual(parseConfig(undefined), {
    contentWarningsEnabled: true,
    ctrlEnterEnabled: false,
    conversationNewTabEnabled: false,
    altTextReminderEnabled: true,
    shortcutsEnabled: true,
  });
  assert.deepEqual(parseConfig(null), DEFAULT_CONFIG);
  assert.deepEqual(parseConfig([1, 2]), DEFAULT_CONFIG);
});

test("valid fields are kept and invalid ones fall back one by one", () => {
  const c = parseConfig({
    locale: "fa",
    theme: "dark",
    contentWarningsEnabled: false,
    defaultVisibility: "direct",
    ctrlEnterEnabled: "yes",
    conversationNewTabEnabled: true,
  });
  assert.equal(c.locale, "fa");
  assert.equal(c.theme, "dark");
  assert.equal(c.contentWarningsEnabled, false);
  assert.equal(c.defaultVisibility, undefined, "no valid choice: the server's preference applies");
  assert.equal(c.ctrlEnterEnabled, false);
  assert.equal(c.conversationNewTabEnabled, true);
  assert.equal(parseConfig({ shortcutsEnabled: false }).shortcutsEnabled, false);
  assert.equal(parseConfig({ shortcutsEnabled: "no" }).shortcutsEnabled, true);
  assert.equal(parseConfig({ locale: "xx", theme: "blue" }).locale, undefined);
  assert.equal(parseConfig({ defaultVisibility: "subscribers" }).defaultVisibility, "subscribers");
});

test("the theme is system, light or dark; anything else follows the system", () => {
  assert.equal(parseConfig({ theme: "system" }).theme, "system");
  assert.equal(parseConfig({ theme: "light" }).theme, "light");
  assert.equal(parseConfig({ theme: "auto" }).theme, undefined);
});
