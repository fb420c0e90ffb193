// The content renderer against hostile server HTML, in Chromium (security.md §4): no script runs, nothing
// navigates or loads from elsewhere, and no unsafe element, attribute or link survives.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import * as esbuild from "esbuild";
import { chromium, type Browser, type Page } from "playwright-core";
import { HOSTILE, HOSTILE_EMOJIS } from "./reading-hostile-payloads";
import { HOSTILE_PAYLOADS } from "../fixtures/hostile-payloads";
import { purifyPlugin } from "../../scripts/purify-unused.mjs";

const HOME = "https://social.example";
let browser: Browser;
let page: Page;
const dialogs: string[] = [];
const requests: string[] = [];

/** The sanitiser as a script that sets `window[name]`; with `plugins`, DOMPurify as the build loads it. */
const sanitiserScript = async (name: string, plugins: esbuild.Plugin[]) =>
  (
    await esbuild.build({
      stdin: {
        contents: `import { sanitizeContent } from "./src/entities/content/sanitize"; (window as any).${name} = sanitizeContent;`,
        resolveDir: process.cwd(),
        loader: "ts",
      },
      bundle: true,
      format: "iife",
      write: false,
      plugins,
      // The route table lazily imports every view; the sanitiser only needs its link builders.
      external: ["./features/*"],
    })
  ).outputFiles[0].text;

before(async () => {
  // DOMPurify without the lists our configuration never reads (scripts/purify-unused.mjs), as the build loads it;
  // the whole DOMPurify too, to compare.
  const scripts = [await sanitiserScript("__sanitize", [purifyPlugin()]), await sanitiserScript("__sanitizeWhole", [])];
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  page = await browser.newPage();
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url === `${HOME}/`) return route.fulfill({ contentType: "text/html", body: "<!doctype html><html><body><main id=out></main></body></html>" });
    requests.push(url);
    return route.abort();
  });
  await page.goto(`${HOME}/`);
  for (const content of scripts) await page.addScriptTag({ content });
});

after(async () => {
  await browser?.close();
});

interface Report {
  problems: string[];
  ms: number;
}

async function renderAll(payloads: string[], internal: boolean): Promise<Report[]> {
  return page.evaluate(
    async ({ payloads, internal, emojis, home }) => {
      const out = document.getElementById("out")!;
      const FORBIDDEN =
        "script, iframe, object, embed, form, style, base, meta, link, svg, math, input, textarea, button, template, frame, frameset, dialog, table, picture, source, video, audio, noscript, title, select, img:not(.custom-emoji)";
      const CLASS_OK = /^(?:(?:h|p|u|dt|e)-[a-z0-9-]+|mention|hashtag|ellipsis|invisible|quote-inline|custom-emoji)$/;
      const reports = [];
      for (const payload of payloads) {
        const problems: string[] = [];
        const started = performance.now();
        const box = document.createElement("div");
        box.className = "rich-content";
        out.append(box);
        try {
          const frag = (window as any).__sanitize(payload, {
            internal,
            mediaOrigins: [home],
            emojis,
            mentions: [{ id: "m1", username: "alice", acct: "alice", url: `${home}/users/alice` }],
            tags: [{ name: "ferns", url: `${home}/tag/ferns` }],
            links: [],
          });
          if (frag) box.append(frag);
        } catch (e) {
          problems.push(`threw ${e}`);
        }
        const ms = performance.now() - started;
        await new Promise((r) => setTimeout(r, 0));
        const bad = box.querySelector(FORBIDDEN);
        if (bad) problems.push(`element ${bad.tagName}`);
        for (const el of Array.from(box.querySelectorAll("*"))) {
          for (const attr of Array.from(el.attributes)) {
            const n = attr.name.toLowerCase();
            if (n.startsWith("on") || ["style", "id", "name", "srcset", "xlink:href", "formaction", "action", "ping"].includes(n)) problems.push(`attribute ${n}`);
            if (n.startsWith("data-") && n !== "data-app-link") problems.push(`attribute ${n}`);
          }
          for (const c of Array.from(el.classList)) if (!CLASS_OK.test(c)) problems.push(`class ${c}`);
          const pos = getComputedStyle(el).position;
          if (pos === "fixed" || pos === "absolute" || pos === "sticky") problems.push(`positioned ${el.tagName}`);
        }
        for (const a of Array.from(box.querySelectorAll("a"))) {
          const href = a.getAttribute("href") ?? "";
          if (a.hasAttribute("data-app-link")) {
            if (!internal || !/^\/(?:@|profile\/|tag\/|post\/)/.test(href)) problems.push(`app link ${href}`);
            continue;
          }
          if (!/^https?:\/\//.test(href) || /^https?:\/\/[^/]*@/.test(href)) problems.push(`href ${href}`);
          if (a.target !== "_blank") problems.push("target");
          const rel = a.rel.split(" ");
          if (!rel.includes("noopener") || !rel.includes("noreferrer") || !rel.includes("nofollow")) problems.push("rel");
        }
        for (const img of Array.from(box.querySelectorAll("img"))) if (!img.src.startsWith(`${home}/`)) problems.push(`img ${img.src}`);
        box.remove();
        reports.push({ problems, ms });
      }
      return reports;
    },
    { payloads, internal, emojis: HOSTILE_EMOJIS.map((e) => ({ ...e, url: e.url.replace("https://media.example", HOME) })), home: HOME },
  );
}

test(`${HOSTILE.length} hostile payloads: nothing unsafe survives, nothing runs (signed in)`, async () => {
  assert.ok(HOSTILE.length >= 100);
  const reports = await renderAll(HOSTILE, true);
  reports.forEach((r, i) => {
    assert.deepEqual(r.problems, [], `payload ${i}: ${HOSTILE[i].slice(0, 100)}`);
    assert.ok(r.ms < 2000, `payload ${i} took ${r.ms} ms`);
  });
  // Late effects of the payloads (image beacons, timers, dialogs) have had their chance: the network is quiet.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  assert.equal(await page.evaluate(() => (window as any).__pwned), undefined);
  assert.deepEqual(dialogs, []);
  assert.equal(page.url(), `${HOME}/`);
  assert.deepEqual(requests.filter((u) => !u.startsWith(`${HOME}/`)), [], "requests left the home server");
});

test("the same payloads for visitors: no in-app routes, nothing unsafe", async () => {
  const reports = await renderAll(HOSTILE, false);
  reports.forEach((r, i) => assert.deepEqual(r.problems, [], `payload ${i}: ${HOSTILE[i].slice(0, 100)}`));
  assert.equal(await page.evaluate(() => (window as any).__pwned), undefined);
});

test("allowed markup, link policy, in-app routes and emoji", async () => {
  const html = await page.evaluate((home) => {
    const frag = (window as any).__sanitize(
      `<h1>Title</h1><p>Hi <a href="${home}/users/alice" class="u-url mention">@alice</a> <a href="${home}/tag/ferns" class="hashtag">#ferns</a> ` +
        `<a href="https://evil.example/users/alice" class="mention">@alice</a> :blobcat: <a href="javascript:alert(1)">x</a> <code>:blobcat:</code></p>`,
      {
        internal: true,
        mediaOrigins: [home],
        emojis: [{ shortcode: "blobcat", url: `${home}/emoji/blobcat.png` }],
        mentions: [{ id: "m1", username: "alice", acct: "alice", url: `${home}/users/alice` }],
        tags: [{ name: "ferns", url: `${home}/tag/ferns` }],
      },
    );
    const d = document.createElement("div");
    d.append(frag);
    return d.innerHTML;
  }, HOME);
  assert.match(html, /^<p><strong>Title<\/strong><\/p>/);
  assert.match(html, /<a href="\/@alice" class="u-url mention" data-app-link="">@alice<\/a>/);
  assert.match(html, /<a href="\/tag\/ferns" class="hashtag" data-app-link="">#ferns<\/a>/);
  assert.match(html, /<a href="https:\/\/evil.example\/users\/alice" class="mention" target="_blank" rel="nofollow noopener noreferrer" title="https:\/\/evil.example\/users\/alice">/);
  assert.match(html, /<img class="custom-emoji" src="https:\/\/social.example\/emoji\/blobcat.png" alt=":blobcat:" title=":blobcat:" draggable="false">/);
  assert.match(html, /<code>:blobcat:<\/code>/);
  assert.doesNotMatch(html, /javascript/);
});

test("DOMPurify as the build loads it (without the tag and attribute lists) gives the whole DOMPurify's output", async () => {
  const payloads = [...HOSTILE, ...HOSTILE_PAYLOADS.map((p) => p.value)];
  const differ = await page.evaluate(
    ({ payloads, home }) => {
      const html = (sanitize: (h: string, ctx: object) => DocumentFragment | null, payload: string) => {
        const box = document.createElement("div");
        const frag = sanitize(payload, { internal: true, mediaOrigins: [home], mentions: [{ id: "m1", username: "alice", acct: "alice", url: `${home}/users/alice` }] });
        if (frag) box.append(frag);
        return box.innerHTML;
      };
      const w = window as any;
      return payloads.filter((p) => html(w.__sanitize, p) !== html(w.__sanitizeWhole, p)).map((p) => p.slice(0, 100));
    },
    { payloads, home: HOME },
  );
  assert.ok(payloads.length > 250);
  assert.deepEqual(differ, []);
  const out = await page.evaluate(() =>
    [
      '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
      "<svg><foreignobject><p>x</p></foreignobject></svg>",
      '<p>a<math><mi><a href="https://ok.example/">x</a></mi></math>b</p>',
      '<p>a</p><svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    ].map((p) => {
      const box = document.createElement("div");
      box.append((window as any).__sanitize(p, { internal: false, mediaOrigins: [] }) ?? "");
      return box.innerHTML;
    }),
  );
  // svg and math go with everything in them; a `</p>` ends foreign content, and what follows is HTML.
  assert.deepEqual(out, ["", "", "", "<p>ab</p>", '<p>a</p><p></p>"&gt;']);
  assert.equal(await page.evaluate(() => (window as any).__pwned), undefined);
});
