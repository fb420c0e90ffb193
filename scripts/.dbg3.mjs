import { chromium } from "playwright-core";
const base = "http://127.0.0.1:8099";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--no-first-run","--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
const r = await fetch(base + "/oauth/token", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ grant_type: "password", username: "alice", password: "alice-demo" }) });
const { access_token } = await r.json();
await page.addInitScript((t) => localStorage.setItem("mitra.v1.session", JSON.stringify({ token: t })), access_token);
await page.goto(base + "/home"); await page.waitForTimeout(2000);
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll("*")) { const r = el.getBoundingClientRect(); if (r.right > 322) out.push(el.tagName + "." + el.className + " " + Math.round(r.right)); }
  return out.slice(0, 15);
}));
await page.screenshot({ path: "/tmp/phone.png" });
console.log("articles", await page.locator("article").count(), await page.locator("article").first().isVisible(), await page.locator("article").first().evaluate(e => e.outerHTML.slice(0,300)));
await browser.close();
