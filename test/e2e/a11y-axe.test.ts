// test-seconds: 150
// axe-core on every route, as a visitor and signed in, in the light and the dark theme: no serious or critical
// violation (WCAG 2.1 A/AA, which includes colour contrast; in the dark theme, which changes colours only, the colour
// rules). axe is served from this origin so the page's CSP stays in force while it runs. The same walk checks that
// no route causes a CSP violation or an uncaught error.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";

import { axeOn, COLOUR_RULES, type Finding } from "./axe";
import { nextFrames, openComposer, startHarness, type Harness } from "./harness";
import { probeEval, routesFor, settled, USER_ROUTES, VISITOR_ROUTES } from "./hardening-guards";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_STATIC_DIR });
  await h.resetDemo();
  // Alice's saved settings choose the light theme, which the app applies once it has read them: the "dark" audits
  // then saw light pages, and cards whose rendering was skipped while the theme changed kept dark text on a light
  // card. Her theme follows the system here, so each audit sees the scheme it emulates.
  const saved = await h.apiAs("alice")("POST", "/api/v1/settings/client_config", { "mitra-web": { theme: "system", defaultVisibility: "public" } });
  assert.equal(saved.status, 200);
});
after(() => h?.close());

/** One line per finding: where, impact, rule, help and the offending elements. */
function findingLines(where: string, findings: Finding[]): string[] {
  return findings.map((f) => `${where} ${f.impact} ${f.id}: ${f.help} → ${f.targets.join(" | ")}`);
}

/**
 * Loads each route in a fresh document and audits it in the light theme, then in the dark. The walk also holds the
 * CSP check of every screen (reference/security.md A12; hardening-csp.test.ts checks the policy itself): before axe
 * runs, the route has caused no CSP violation and no uncaught error, and a same-origin script is refused eval.
 * The theme follows the system's scheme live (src/app/ThemeToggle.tsx), and the dark theme only changes colours
 * (src/styles/index.css: a set of colour tokens): so the dark pass switches the scheme of the page already loaded
 * and checks the colour rules, where a second load of every route cost as much as the first pass.
 */
async function audit(signIn: string | undefined, routes: string[]): Promise<string[]> {
  const page = await h.newPage();
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await page.context().addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  if (signIn) {
    await h.signInAs(page, signIn);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
  }
  const report: string[] = [];
  for (const route of routes) {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(`${h.url}${route}`);
    await settled(page, "#app");
    await settled(page);
    await page.waitForLoadState("networkidle");
    await nextFrames(page);
    for (const v of await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)) report.push(`${route} CSP violation: ${v}`);
    for (const e of errors.splice(0)) report.push(`${route} uncaught error: ${e}`);
    const probe = await probeEval(page);
    if (probe.eval !== "EvalError") report.push(`${route} eval: ${probe.eval}`);
    report.push(...findingLines(`${route} [light]`, await axeOn(page)));
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.dataset.theme === "dark", null, { timeout: 5000 });
    await settled(page);
    await nextFrames(page);
    report.push(...findingLines(`${route} [dark]`, await axeOn(page, COLOUR_RULES)));
  }
  await page.context().close();
  return report;
}

test("visitor routes, light and dark themes: no serious or critical axe violations, no CSP violation", async () => {
  const report = await audit(undefined, await routesFor(h, VISITOR_ROUTES));
  assert.deepEqual(report, [], `\n${report.join("\n")}`);
});

test("signed-in routes, light and dark themes: no serious or critical axe violations, no CSP violation", async () => {
  const report = await audit("alice", await routesFor(h, USER_ROUTES));
  assert.deepEqual(report, [], `\n${report.join("\n")}`);
});

test("open menus, dialogs and the composer with a poll: no serious or critical axe violations", async () => {
  const page = await h.newPage();
  await h.signInAs(page, "alice");
  await page.locator("article").first().waitFor();
  const report: string[] = [];
  const run = async (where: string) => {
    report.push(...findingLines(where, await axeOn(page)));
  };
  await openComposer(page);
  await page.getByRole("button", { name: "Add poll" }).click();
  await run("composer with poll");
  await page.getByRole("form", { name: "Post editor" }).getByRole("button", { name: /^Visibility/ }).click();
  await page.getByRole("menuitemradio").first().waitFor();
  await run("visibility menu open");
  await page.keyboard.press("Escape");
  await page.locator("article").first().getByRole("button", { name: "More" }).click();
  await page.getByRole("menu").waitFor();
  await run("post menu open");
  await page.keyboard.press("Escape");
  await page.goto(`${h.url}/@dana`);
  const image = page.locator("main .post-image:not([aria-hidden=true])").first();
  await image.waitFor();
  await image.click();
  await page.getByRole("dialog").waitFor();
  await run("lightbox");
  assert.deepEqual(report, [], `\n${report.join("\n")}`);
});

test("adding an account, a failed sign-in's page and the open account menu: no serious or critical axe violations", async () => {
  // Bob is signed in on this browser too, so the menu lists him with his unread notifications beside Alice.
  const bob = (await h.apiAs("bob")("GET", "/api/v1/accounts/verify_credentials")).body as { id: string };
  const bobEntry = { token: await h.tokenFor("bob"), server: null, scope: "b", id: bob.id, acct: "bob", displayName: "Bob Lindqvist", avatar: "" };
  const report: string[] = [];
  for (const scheme of ["light", "dark"] as const) {
    const page = await h.newPage();
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await page.context().addInitScript((entry) => {
      if (!localStorage.getItem("mitra.v1.accounts")) localStorage.setItem("mitra.v1.accounts", JSON.stringify([entry]));
    }, bobEntry);
    const run = async (where: string) => {
      await settled(page);
      report.push(...findingLines(`${where} [${scheme}]`, await axeOn(page, scheme === "dark" ? COLOUR_RULES : undefined)));
    };
    await h.signInAs(page, "alice");
    // As for every route: home has finished loading before the audit.
    await settled(page, "#app");
    await settled(page);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: /^Alice Moreau @alice@/ }).click();
    await page.getByRole("menuitem", { name: /^Switch to Bob Lindqvist .*unread notification/ }).waitFor();
    await run("account menu open");
    await page.keyboard.press("Escape");
    await page.goto(`${h.url}/accounts/add`);
    await page.getByRole("textbox", { name: "Your server" }).waitFor();
    await run("/accounts/add");
    await page.context().close();

    const visitor = await h.newPage();
    await visitor.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await visitor.goto(`${h.url}/auth/callback?code=stolen&state=forged`);
    await visitor.getByRole("alert").waitFor();
    report.push(...findingLines(`/auth/callback error [${scheme}]`, await axeOn(visitor, scheme === "dark" ? COLOUR_RULES : undefined)));
    await visitor.context().close();
  }
  assert.deepEqual(report, [], `\n${report.join("\n")}`);
});
