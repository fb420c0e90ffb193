import { chromium } from "playwright-core";
const base = "http://127.0.0.1:8099";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--no-first-run","--disable-background-networking"] });
const page = await browser.newPage();
page.on("pageerror", (e) => console.log("pageerror:", e.message));
const r = await fetch(base + "/oauth/token", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ grant_type: "password", username: "bob", password: "bob-demo" }) });
const { access_token } = await r.json();
await page.addInitScript((t) => localStorage.setItem("mitra.v1.session", JSON.stringify({ token: t })), access_token);
for (const p of ["/", "/ethereum", "/subscriptions/settings"]) {
  await page.goto(base + p);
  await page.waitForTimeout(1500);
  console.log(p, "->", new URL(page.url()).pathname);
}
await page.goto(base + "/home"); await page.waitForTimeout(1000);
await page.getByRole("button", { name: "Log out" }).click();
await page.waitForTimeout(1500);
console.log("after logout", new URL(page.url()).pathname);
await browser.close();
