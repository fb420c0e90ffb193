import { chromium } from "playwright-core";
const [url, out, w = "1200", h = "900", user] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
page.on("console", (m) => console.log("console:", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
if (user) {
  const origin = new URL(url).origin;
  const r = await fetch(origin + "/oauth/token", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ grant_type: "password", username: user, password: user + "-demo" }) });
  const { access_token } = await r.json();
  await page.addInitScript((t) => localStorage.setItem("mitra.v1.session", JSON.stringify({ token: t })), access_token);
}
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: false });
console.log("title:", await page.title());
await browser.close();
