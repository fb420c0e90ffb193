// `npm run bench`, the signed-in session on one page: sign in → 20 posts on home, next pages up to 500 posts, the
// JS heap after them, and typing in the composer with those posts loaded.
import { median, percentile, result, TYPED } from "./bench-measure.mjs";
import { heapAfterGc, openPage, waitWatch } from "./bench-page.mjs";

async function signIn(page, username, password) {
  const user = page.getByLabel(/user\s*name/i).first();
  await user.fill(username);
  let secret = page.locator('input[type="password"]').first();
  if ((await secret.count()) === 0) {
    const choice = page.getByRole("radio", { name: /password/i }).or(page.getByRole("button", { name: /^password$/i }));
    if (await choice.count()) await choice.first().click();
    secret = page.locator('input[type="password"]').first();
  }
  await secret.fill(password, { timeout: 5000 });
  await page.evaluate(() => {
    const B = window.__bench;
    B.submitAt = null;
    B.watch("posts20", () => B.articles().length >= 20);
  });
  const submit = page.getByRole("button", { name: /^(sign in|log in)$/i }).or(page.locator('form button[type="submit"]'));
  await submit.first().click();
}

/**
 * The signed-in session on one page: sign in on the landing page → 20 posts on home; next pages up to 500 posts;
 * JS heap after; typing 200 characters in the composer.
 */
export async function measureFeed(ctx) {
  const r = result();
  const ids = ["signInToPosts", "nextPage", "nextPageP95", "nextPageTotal", "postsLoaded", "heap500", "domNodes500", "typingMedian", "typingP95", "typingSlow"];
  const p = await openPage(ctx.browser, ctx.url);
  const loaded = { posts: 0 };
  p.page.on("response", async (res) => {
    if (!/\/api\/v\d\/timelines\/home/.test(res.url()) || res.request().method() !== "GET") return;
    const body = await res.json().catch(() => null);
    if (Array.isArray(body)) loaded.posts += body.length;
  });
  try {
    await p.page.goto("/", { waitUntil: "load" });
    if ((await waitWatch(p.page, "usable", 15000)) === null) return r.na(ids, "the sign-in form did not appear"), r;
    await signIn(p.page, ctx.username, ctx.password);
    const shown = await waitWatch(p.page, "posts20", 30000);
    if (shown === null) {
      const state = await p.page.evaluate(() => `${location.pathname} shows ${window.__bench.articles().length} post articles`);
      r.na(ids, `20 posts never appeared on home after sign-in (${state})`);
      return r;
    }
    const submitAt = await p.page.evaluate(() => window.__bench.submitAt);
    r.set("signInToPosts", submitAt === null ? null : shown - submitAt, submitAt === null ? "no submit event seen" : "");
    await nextPages(ctx, p, r, loaded);
    const heap = await heapAfterGc(p.cdp);
    r.set("heap500", heap.usedMb, loaded.posts < 500 ? `with ${loaded.posts} posts loaded` : "");
    r.set("domNodes500", heap.domNodes);
    await typing(ctx, p, r);
    if (p.errors.length) r.detail.pageErrors = p.errors.slice(0, 5);
  } catch (error) {
    for (const id of ids) if (!(id in r.values)) r.na(id, `failed: ${error.message.split("\n")[0]}`);
  } finally {
    await p.close();
  }
  return r;
}

/** Clicks the next-page button with a real (CDP) mouse click, or scrolls to the end when there is none. */
async function nextPageAction(page) {
  const spot = await page.evaluate(async () => {
    const B = window.__bench;
    const button = (B.moreTarget = B.moreButton());
    if (!button || button.disabled) return null;
    button.scrollIntoView({ block: "center" });
    // Two frames: content-visibility may resize posts that scrolled into view, moving the button.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const box = button.getBoundingClientRect();
    B.clickTarget = null;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  if (spot) {
    await page.mouse.click(spot.x, spot.y);
    const hit = await page.evaluate(() => {
      const B = window.__bench;
      if (B.clickTarget && B.moreTarget.contains(B.clickTarget)) return true;
      // The button moved under the pointer: press it from the page instead (the time is taken here).
      B.clickAt = performance.now();
      B.moreTarget.click();
      return false;
    });
    return hit ? "click" : "click (in page)";
  }
  await page.evaluate(() => {
    const B = window.__bench;
    B.scrollAt = performance.now();
    B.articles().at(-1)?.scrollIntoView({ block: "end" });
    window.scrollTo(0, document.scrollingElement.scrollHeight);
  });
  return "scroll";
}

async function nextPages(ctx, p, r, loaded) {
  const { page } = p;
  const pages = [];
  let stop = "";
  for (let n = 1; n <= 40 && loaded.posts < 500; n++) {
    if (Date.now() > ctx.deadline) {
      stop = "time limit reached";
      break;
    }
    await page.evaluate((name) => window.__bench.armNextPage(name), `page${n}`);
    const how = await nextPageAction(page);
    const at = await waitWatch(page, `page${n}`, 15000);
    if (at === null) {
      stop = `page ${n + 1}: no new posts within 15 s after ${how === "scroll" ? "scrolling to the end" : "pressing the next-page button"}`;
      break;
    }
    const timing = await page.evaluate(
      ([name, how]) => {
        const B = window.__bench;
        const w = B.watches[name];
        const entry = B.apiEntry(w.since, "/api/v\\d/timelines/");
        const action = how === "scroll" ? B.scrollAt : B.clickAt;
        return { render: entry ? w.at - entry.responseEnd : null, total: w.at - action, posts: B.articles().length };
      },
      [`page${n}`, how],
    );
    pages.push({ ...timing, how });
    // Let the follow-up work of this page (relationships, images) finish before the next action.
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 5000, polling: 100 }).catch(() => {});
    await page.waitForTimeout(150);
  }
  r.detail.pages = pages;
  r.detail.stop = stop;
  const renders = pages.map((x) => x.render);
  if (pages.length === 0) {
    r.na(["nextPage", "nextPageP95", "nextPageTotal"], stop || "no next page");
  } else {
    const note = stop ? `${pages.length} pages; stopped: ${stop}` : "";
    r.set("nextPage", median(renders), note);
    r.set("nextPageP95", percentile(renders, 95), note);
    r.set("nextPageTotal", median(pages.map((x) => x.total)), note);
  }
  r.set("postsLoaded", loaded.posts, stop && pages.length ? stop : "");
}

async function findComposer(page) {
  const candidates = page.locator('textarea:visible, [contenteditable="true"]:visible');
  if (await candidates.count()) return candidates.first();
  const opener = page.getByRole("button", { name: /new post|compose|write|create post|^post$/i })
    .or(page.getByRole("link", { name: /new post|compose|write|create post/i }));
  if (await opener.count()) {
    await opener.first().click();
    await candidates.first().waitFor({ timeout: 5000 }).catch(() => {});
    if (await candidates.count()) return candidates.first();
  }
  return null;
}

async function typing(ctx, p, r) {
  const { page } = p;
  const ids = ["typingMedian", "typingP95", "typingSlow"];
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelector("main")?.scrollTo?.(0, 0);
  });
  const box = await findComposer(page);
  if (!box) return r.na(ids, "no composer textarea on home (nor a button that opens one)");
  const label = await box.evaluate((el) => el.getAttribute("aria-label") || el.labels?.[0]?.textContent?.trim() || (el.getAttribute("aria-labelledby") && document.getElementById(el.getAttribute("aria-labelledby"))?.textContent?.trim()) || "");
  r.detail.composerLabel = label || "(no accessible label)";
  await box.click();
  // A stand-in box may hand over to the full editor once its code has loaded: measure typing in the editor.
  await page.locator("form textarea:visible").first().waitFor({ timeout: 10000 }).catch(() => {});
  await page.evaluate(() => Object.assign(window.__bench, { typing: true, keys: [], events: [] }));
  await page.keyboard.type(TYPED, { delay: 70 });
  await page.waitForTimeout(500);
  const { keys, events } = await page.evaluate(() => {
    const B = window.__bench;
    B.typing = false;
    return { keys: B.keys, events: B.events };
  });
  const typed = await box.evaluate((el) => ("value" in el ? el.value : el.textContent).length);
  await box.fill("").catch(() => {});
  if (keys.length === 0) return r.na(ids, "no input events reached the page while typing");
  const note = [typed < TYPED.length ? `only ${typed} of ${TYPED.length} characters reached the composer` : "", label ? "" : "composer has no accessible label"]
    .filter(Boolean)
    .join("; ");
  r.set("typingMedian", median(keys), note);
  r.set("typingP95", percentile(keys, 95), note);
  const slow = events.filter((e) => e.name === "keydown" || e.name === "keypress");
  r.set("typingSlow", events.filter((e) => e.name === "keydown").length, "");
  r.detail.typing = {
    samples: keys.length,
    max: Math.max(...keys),
    slowestEvents: slow.sort((a, b) => b.duration - a.duration).slice(0, 10),
  };
}

