// test-seconds: 15
// The Content-Security-Policy of dist/index.html (reference/security.md A12): strict on paper, in force in the
// browser (inline script and eval are refused), and quiet on every screen (no violation while the app works: checked
// on every route by the axe walk, a11y-axe.test.ts).
// The bearer token goes only to the API origin, never to media or link hosts, and never in a URL.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { after, before, test } from "node:test";

import { HOSTILE_PAYLOADS, HOSTILE_URLS, REMOTE } from "../fixtures/hostile-payloads";
import { nextFrames, startHarness, type Harness } from "./harness";
import { goClient, probeEval, settled, watchedPage } from "./hardening-guards";

let h: Harness;
const staticDir = resolve(process.env.E2E_STATIC_DIR ?? "dist");

before(async () => {
  h = await startHarness({ staticDir });
  await h.resetDemo();
});
after(async () => {
  await h?.close();
});

/** The network has been quiet for 500 ms and two more frames rendered: late requests and violation reports are in. */
async function quiet(page: import("playwright-core").Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await nextFrames(page);
}

function policy(): Map<string, string[]> {
  const html = readFileSync(resolve(staticDir, "index.html"), "utf8");
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
  assert.ok(meta, "index.html has no CSP meta tag");
  const directives = new Map<string, string[]>();
  for (const part of meta[1].split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

test("index.html: the policy is strict and the page has no inline script, style or handler", () => {
  const csp = policy();
  const scripts = csp.get("script-src") ?? csp.get("default-src");
  assert.deepEqual(scripts, ["'self'"], "scripts only from this origin: no 'unsafe-inline', 'unsafe-eval', hosts or schemes");
  assert.deepEqual(csp.get("default-src"), ["'self'"]);
  assert.deepEqual(csp.get("object-src"), ["'none'"]);
  assert.deepEqual(csp.get("base-uri"), ["'none'"]);
  assert.deepEqual(csp.get("frame-src") ?? csp.get("child-src"), ["'none'"]);
  assert.ok(csp.get("form-action")?.every((v) => v === "'self'"), "forms post only here");
  for (const directive of ["img-src", "media-src"]) {
    const values = csp.get(directive) ?? [];
    assert.ok(values.includes("https:"), `${directive} allows https from anywhere`);
    assert.ok(!values.includes("http:") && !values.includes("*"), `${directive} refuses plain http elsewhere`);
  }
  const styles = csp.get("style-src") ?? [];
  assert.ok(!styles.includes("'unsafe-inline'") && !styles.some((s) => s.startsWith("http")), "styles only from here");
  for (const values of csp.values()) {
    assert.ok(!values.includes("'unsafe-eval'") && !values.includes("'unsafe-inline'"), "no unsafe-eval or unsafe-inline anywhere");
  }
  const html = readFileSync(resolve(staticDir, "index.html"), "utf8");
  for (const tag of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const executable = !/type="application\/json"/i.test(tag[1]);
    if (executable) assert.match(tag[1], /\bsrc="\/[^/]/, `inline or foreign script: ${tag[0].slice(0, 80)}`);
  }
  assert.doesNotMatch(html, /\son[a-z]+=/i, "no inline event handlers");
  assert.doesNotMatch(html, /<style\b|\sstyle="/i, "no inline styles");
});

test("in the browser: inline script, eval, new Function and foreign scripts are refused", async () => {
  const watch = await watchedPage(h);
  const page = watch.page;
  await page.goto(`${h.url}/about`);
  await settled(page);
  const results = await page.evaluate(async () => {
    const out: Record<string, string> = {};
    const w = window as unknown as { __inline?: number; __csp: string[] };
    const inline = document.createElement("script");
    inline.textContent = "window.__inline = 1";
    document.head.append(inline);
    const foreign = document.createElement("script");
    foreign.src = "https://cdn.example/x.js";
    document.head.append(foreign);
    const frame = document.createElement("iframe");
    frame.src = "https://frame.example/";
    document.body.append(frame);
    await new Promise((r) => setTimeout(r, 300));
    out.inline = w.__inline === undefined ? "blocked" : "ran";
    out.violations = w.__csp.map((v) => v.split(" ")[0]).sort().join(",");
    inline.remove();
    foreign.remove();
    frame.remove();
    return out;
  });
  const probe = await probeEval(page);
  assert.equal(probe.eval, "EvalError");
  assert.equal(probe.function, "EvalError");
  assert.equal((probe as { timer?: string }).timer, undefined, "setTimeout with a string ran");
  assert.equal(results.inline, "blocked");
  for (const directive of ["script-src-elem", "frame-src"]) assert.ok(results.violations.includes(directive), results.violations);
  assert.deepEqual(watch.external.map((r) => r.url), [], "nothing was fetched from the foreign hosts");
});

// Every route, loaded in a fresh document as a visitor and signed in, in both themes, is checked for CSP violations,
// uncaught errors and a refused eval by the axe walk (a11y-axe.test.ts), which loads them all anyway.

test("the token goes only to the API origin: not to media or link hosts, never in a URL", async () => {
  await h.resetDemo();
  // Remote avatars, headers and attachments on a public https host make the browser ask that host.
  const urls = [`https://${REMOTE}/avatar.png`, `https://${REMOTE}/header.png`, `https://${REMOTE}/media.png`, ...HOSTILE_URLS];
  const planted = await fetch(`${h.url}/__test__/hostile`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ payloads: HOSTILE_PAYLOADS.slice(0, 12).map((p) => p.value), urls }),
  });
  assert.equal(planted.status, 200);
  const { accounts } = (await planted.json()) as { accounts: { acct: string }[] };
  const watch = await watchedPage(h, "alice");
  const token = await h.tokenFor("alice");
  const page = watch.page;
  await page.locator("article").first().waitFor();
  for (const path of ["/local", `/@${accounts[0].acct}`, `/@${accounts[1].acct}`, "/notifications", "/@alice", "/@alice/gallery"]) {
    await goClient(page, path);
    await settled(page);
    await quiet(page);
  }
  assert.ok(watch.external.some((r) => r.url.includes(REMOTE)), "the check saw requests to the media host");
  assert.deepEqual(watch.external.filter((r) => r.authorization).map((r) => r.url), [], "Authorization sent to another origin");
  const withToken = [...watch.authorized, ...watch.external.map((r) => r.url)].filter((u) => u.includes(token));
  assert.deepEqual(withToken, [], "the token appeared in a URL");
  const notApi = watch.authorized.filter((u) => !/^\/(api|oauth)\//.test(new URL(u).pathname));
  assert.deepEqual(notApi, [], "Authorization sent with a non-API request (media, pages)");
});
