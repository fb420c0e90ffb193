// test-seconds: 66
// Profiles as people see them: own, local, remote (user@host and URL-style), badges, the visitor's follow alert,
// and the gallery. Read-only: no reset needed.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { MONERO_DEMO } from "../../scripts/demo/seed";
import { startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness();
});
after(async () => {
  await h?.close();
});

async function signedIn(username: string) {
  const page = await h.newPage();
  await h.signInAs(page, username);
  return page;
}

const badges = (page: import("playwright-core").Page) => page.getByRole("list", { name: "Badges" });

test("own profile: banner, fields with verified marks and proofs first, payment options, clickable stats, lists", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@alice`);
  await page.getByRole("heading", { level: 1, name: "Alice Moreau" }).waitFor();
  // The title follows the heading in an effect: wait for it rather than read it once.
  await page.waitForFunction((prefix) => document.title.replace(/^\(\d+\) /, "").startsWith(prefix), `Alice Moreau (@alice@${new URL(h.url).host}) | `);
  assert.ok(await page.getByRole("img", { name: "Banner of Alice Moreau" }).isVisible());
  await page.getByRole("link", { name: "Edit profile" }).click();
  await page.waitForURL(/\/settings\/profile$/);
  await page.goBack();
  await page.getByRole("heading", { level: 1, name: "Alice Moreau" }).waitFor();
  // Identity proof ("Key") first, then the fields; verified ones carry the mark.
  const terms = await page.locator(".profile-fields dt").allTextContents();
  assert.deepEqual(terms, ["Key", "Website", "Pronouns", "$XMR"]);
  const website = page.locator(".profile-field", { hasText: "Website" });
  assert.ok(await website.getByText("Verified").count());
  assert.equal(await page.locator(".profile-field", { hasText: "Pronouns" }).getByText("Verified").count(), 0);
  // $XMR field → a Monero payment link.
  const monero = page.getByRole("link", { name: "Pay with Monero" });
  assert.equal(await monero.getAttribute("href"), `monero:${MONERO_DEMO.address}`);
  // Alias badge: olga@mitra.example points back at alice.
  assert.ok(await badges(page).getByText("Alias").isVisible());
  // Own stats are buttons that open the lists; an open list is the selected tab, pressed in the stats too, under a
  // visible heading.
  const stats = page.getByRole("list", { name: "Statistics" });
  const tabs = page.getByRole("navigation", { name: "Profile sections" });
  await stats.getByRole("button", { name: /followers?$/ }).click();
  const followers = page.locator(".profile-list");
  await followers.getByRole("link", { name: /Bob Lindqvist/ }).waitFor();
  assert.equal(await stats.getByRole("button", { name: /followers?$/ }).getAttribute("aria-pressed"), "true");
  assert.equal(await tabs.getByRole("button", { name: "Followers" }).getAttribute("aria-pressed"), "true");
  assert.equal(await tabs.getByRole("button", { name: "Posts", exact: true }).getAttribute("aria-pressed"), "false");
  assert.ok(await page.getByRole("heading", { level: 2, name: "Followers" }).isVisible());
  await stats.getByRole("button", { name: /following$/ }).click();
  await page.locator(".profile-list").getByRole("link", { name: /Dana Okafor/ }).waitFor();
  assert.equal(await tabs.getByRole("button", { name: "Following" }).getAttribute("aria-pressed"), "true");
  assert.equal(await tabs.getByRole("button", { name: "Followers" }).count(), 0, "only the open list is a tab");
  assert.ok(await page.getByRole("heading", { level: 2, name: "Following" }).isVisible());
  assert.equal(await stats.getByRole("button", { name: /followers?$/ }).getAttribute("aria-pressed"), "false");
  await stats.getByRole("button", { name: /subscribers?$/ }).click();
  const subscriber = page.locator(".profile-list").getByRole("link", { name: /Expires on/ });
  await subscriber.waitFor();
  assert.match((await subscriber.getAttribute("href")) ?? "", /^\/subscriber\//);
  await page.getByRole("button", { name: "Posts", exact: true }).click();
  assert.equal(await page.getByRole("button", { name: "Posts", exact: true }).getAttribute("aria-pressed"), "true");
});

test("a long field value is cut with an ellipsis and shown whole on a click; short ones have no toggle", async () => {
  const page = await signedIn("bob");
  await page.goto(`${h.url}/@alice`);
  const field = page.locator(".profile-field", { hasText: "$XMR" });
  const value = field.locator(".profile-field-value");
  const toggle = field.getByRole("button", { name: "Show more" });
  await toggle.waitFor();
  const shape = () => value.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth + 1, height: el.getBoundingClientRect().height, overflow: getComputedStyle(el).textOverflow }));
  const before = await shape();
  assert.deepEqual([before.cut, before.overflow], [true, "ellipsis"]);
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  await value.click();
  assert.equal(await toggle.getAttribute("aria-expanded"), "true");
  const after = await shape();
  assert.equal(after.cut, false);
  assert.ok(after.height > before.height * 1.5, "wraps onto more lines");
  await toggle.click();
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  assert.equal((await shape()).cut, true);
  assert.equal(await page.locator(".profile-field", { hasText: "Pronouns" }).getByRole("button").count(), 0);
});

test("the own menu: follow requests, muted users, custom feeds, key and Ethereum links", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@alice`);
  const more = page.getByRole("button", { name: "More actions" });
  await more.click();
  const menu = page.getByRole("menu");
  await menu.getByRole("menuitem").first().waitFor();
  for (const name of ["Atom feed", "View follow requests", "View muted users", "View custom feeds", "Link cryptographic key"]) {
    assert.ok(await menu.getByRole("menuitem", { name }).isVisible(), name);
  }
  assert.equal(await menu.getByRole("menuitem", { name: "Link Ethereum address" }).count(), 0, "no wallet in this browser");
  assert.equal(await menu.getByRole("menuitem", { name: "Mute", exact: true }).count(), 0);
  assert.equal(await menu.getByRole("menuitem", { name: "Copy profile ID" }).count(), 0, "not an admin");
  assert.equal(await menu.getByRole("menuitem", { name: "Atom feed" }).getAttribute("href"), `${h.url}/feeds/users/alice`);
  await menu.getByRole("menuitem", { name: "View muted users" }).click();
  await page.waitForURL(/\/mutes$/);
});

test("with a browser wallet the own menu offers Link Ethereum address, opening the proof in Ethereum mode", async () => {
  const page = await h.newPage();
  await page.addInitScript(() => {
    (window as unknown as { ethereum: unknown }).ethereum = { request: async () => [] };
  });
  await h.signInAs(page, "alice");
  await page.goto(`${h.url}/@alice`);
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Link Ethereum address" }).click();
  await page.waitForURL((url) => url.pathname === "/settings/identity-proof" && url.searchParams.has("ethereum"));
});

test("the menu works by keyboard and gives focus back", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@bob`);
  const more = page.getByRole("button", { name: "More actions" });
  await more.focus();
  await page.keyboard.press("ArrowDown");
  const items = page.getByRole("menuitem");
  await items.first().waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), await items.first().textContent());
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), await items.nth(1).textContent());
  await page.keyboard.press("Escape");
  assert.equal(await page.getByRole("menu").count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "More actions");
});

test("a local profile: stats as text, coin link, subscribe link, Follows you and Subscriber badges", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@dana`);
  await page.getByRole("heading", { level: 1, name: "Dana Okafor" }).waitFor();
  const stats = page.getByRole("list", { name: "Statistics" });
  assert.match(await stats.innerText(), /posts?/);
  assert.equal(await stats.getByRole("button").count(), 0, "not clickable on someone else's profile");
  assert.equal(await page.getByRole("link", { name: "Pay with Bitcoin" }).getAttribute("href"), "bitcoin:bc1qdemo0dana0address0x7k2");
  assert.equal(await page.getByRole("link", { name: "Subscribe" }).getAttribute("href"), "/@dana/subscription");
  assert.ok(await badges(page).getByText("Follows you").isVisible());
  assert.ok(await page.getByRole("button", { name: "Unfollow" }).isVisible());
  // The tabs go through the timeline engine.
  await page.getByRole("region", { name: "Posts", exact: true }).getByRole("article").first().waitFor();
  await page.getByRole("button", { name: "Posts and replies" }).click();
  await page.getByRole("region", { name: "Posts and replies" }).getByRole("article").first().waitFor();
  await page.goto(`${h.url}/@bob`);
  await page.getByRole("heading", { level: 1, name: "Bob Lindqvist" }).waitFor();
  await badges(page).getByText("Subscriber").waitFor();
  // Alice sells subscriptions, so she can see a subscriber's details.
  await page.getByRole("button", { name: "More actions" }).click();
  assert.equal(await page.getByRole("menuitem", { name: "Subscriber details" }).getAttribute("href"), `/subscriber/${await idOf("bob")}`);
});

async function idOf(acct: string): Promise<string> {
  const answer = await h.apiAs(null)("GET", `/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`);
  return answer.body.id;
}

test("badges: Subscription, Automated, Muted", async () => {
  const bob = await signedIn("bob");
  await bob.goto(`${h.url}/@alice`);
  await badges(bob).getByText("Subscription").waitFor();
  await bob.goto(`${h.url}/@harbor_news`);
  await badges(bob).getByText("Automated").waitFor();
  await badges(bob).getByText("Muted").waitFor();
});

test("badges: Admin on the admin's own profile only", async () => {
  const admin = await signedIn("admin");
  await admin.goto(`${h.url}/@admin`);
  await badges(admin).getByText("Admin").waitFor();
  await admin.goto(`${h.url}/@alice`);
  await admin.getByRole("heading", { level: 1, name: "Alice Moreau" }).waitFor();
  assert.equal(await admin.getByText("Admin", { exact: true }).count(), 0, "only on the own profile");
});

test("a remote profile: no stats, Open profile page, posts tab; a URL-style account by id", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@lena@fedi.example`);
  await page.getByRole("heading", { level: 1, name: "Lena Fischer" }).waitFor();
  assert.equal(await page.getByRole("list", { name: "Statistics" }).count(), 0);
  await page.getByRole("button", { name: "More actions" }).click();
  const open = page.getByRole("menuitem", { name: "Open profile page" });
  assert.equal(await open.getAttribute("href"), "https://fedi.example/users/lena");
  assert.equal(await open.getAttribute("target"), "_blank");
  assert.equal(await page.getByRole("menuitem", { name: "Atom feed" }).count(), 0);
  await page.keyboard.press("Escape");
  // Identity proof ($ETH) comes before the fields; the payment link from payment_options.
  assert.deepEqual(await page.locator(".profile-fields dt").allTextContents(), ["$ETH", "Lab"]);
  assert.equal(await page.getByRole("link", { name: "Ko-fi" }).getAttribute("href"), "https://ko-fi.example/lena");
  const id = await idOf("https://peer.example/actors/7f3a9c").catch(() => null);
  const nomad = id ?? (await h.apiAs("alice")("GET", "/api/v1/accounts/search?q=nomad")).body[0].id;
  await page.goto(`${h.url}/profile/${nomad}`);
  await page.getByRole("heading", { level: 1, name: "Nomad Relay" }).waitFor();
  assert.ok(await page.getByText("https://peer.example/actors/7f3a9c").first().isVisible());
});

test("Profile not found, and No posts found on an empty tab", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@nobody-here`);
  await page.getByRole("alert").getByText("Profile not found").waitFor();
  await page.goto(`${h.url}/profile/not-a-uuid`);
  await page.getByRole("alert").getByText("Profile not found").waitFor();
  // The subscription page of a malformed id says the same, not the server's "UUID parsing failed" with a Retry.
  await page.goto(`${h.url}/profile/not-a-uuid/subscription`);
  await page.getByRole("main").getByText("Profile not found").waitFor();
  assert.equal(await page.getByRole("button", { name: "Retry" }).count(), 0);
  assert.equal(await page.getByText(/UUID parsing failed/).count(), 0);
  await page.goto(`${h.url}/@grace`);
  await page.getByRole("heading", { level: 1, name: "Grace" }).waitFor();
  await page.getByRole("button", { name: "Featured" }).click();
  await page.getByText("No posts found").waitFor();
});

test("a visitor: follow gives the alert pointing to their own server", async () => {
  const page = await h.newPage();
  await page.goto(`${h.url}/@carol`);
  await page.getByRole("heading", { level: 1, name: "Carol 🌙" }).waitFor();
  const follow = page.getByRole("button", { name: "Follow" });
  assert.equal(await follow.locator("svg.icon").count(), 1, "lock icon for a locked account");
  await follow.click();
  await page.getByRole("status").getByText(`You can follow @carol@${new URL(h.url).host} from your own fediverse server`).waitFor();
});

test("gallery: media posts link to their post; no media found; profile not found (missing, or remote for a visitor)", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@dana`);
  await page.getByRole("link", { name: "Gallery" }).click();
  await page.waitForURL(/\/@dana\/gallery$/);
  await page.getByRole("heading", { level: 1, name: "Gallery of Dana Okafor" }).waitFor();
  const items = page.locator(".gallery-grid").getByRole("link", { name: "View post" });
  await items.first().waitFor();
  assert.ok((await items.count()) >= 1);
  await items.first().click();
  await page.waitForURL(/\/post\//);
  await page.goto(`${h.url}/@grace/gallery`);
  await page.getByText("No media found").waitFor();
  await page.goto(`${h.url}/@nobody-here/gallery`);
  await page.getByRole("alert").getByText("Profile not found").waitFor();
  await page.goto(`${h.url}/@lena@fedi.example/gallery`);
  await page.getByRole("heading", { level: 1, name: "Gallery of Lena Fischer" }).waitFor();
  const visitor = await h.newPage();
  await visitor.goto(`${h.url}/@lena@fedi.example/gallery`);
  await visitor.getByRole("alert").getByText("Profile not found").waitFor();
  await visitor.goto(`${h.url}/@dana/gallery`);
  await visitor.locator(".gallery-grid a").first().waitFor();
});

test("gallery: across the page without the sidebar, titled with the handle; sensitive media under the overlay; images open the lightbox", async () => {
  const page = await signedIn("alice");
  await page.goto(`${h.url}/@dana/gallery`);
  await page.getByRole("heading", { level: 1, name: "Gallery of Dana Okafor" }).waitFor();
  await page.waitForFunction((title) => document.title.replace(/^\(\d+\) /, "").startsWith(title), `Gallery of Dana Okafor (@dana@${new URL(h.url).host}) | `);
  assert.equal(await page.getByRole("navigation", { name: "Main" }).count(), 0, "no sidebar beside the gallery");
  const grid = page.locator(".gallery-grid");
  assert.ok((await grid.boundingBox())!.width > 700, "wider than the reading column");
  // The sensitive post: its image is under the overlay, out of reach until revealed.
  const sensitive = page.getByRole("button", { name: "Open image: Fish being cleaned on a steel table" });
  const overlay = page.getByRole("button", { name: "Sensitive content: show" });
  await overlay.waitFor();
  assert.equal(await sensitive.count(), 0, "hidden from assistive technology");
  await overlay.click();
  await sensitive.click();
  const viewer = page.getByRole("dialog", { name: "Image" });
  await viewer.getByRole("img", { name: "Fish being cleaned on a steel table" }).waitFor();
  await viewer.getByRole("button", { name: "Close image" }).click();
  await viewer.waitFor({ state: "detached" });
  // A post with two images: the lightbox moves between them; the corner link leads to the post.
  await page.getByRole("button", { name: "Open image: Fishing boats moored in mist, black and white" }).click();
  const two = page.getByRole("dialog", { name: "Image 1 of 2" });
  await two.getByRole("button", { name: "Next image" }).click();
  await page.getByRole("dialog", { name: "Image 2 of 2" }).getByRole("img", { name: "A fisherman coiling rope on deck" }).waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  const item = page.locator(".gallery-grid li", { has: page.getByRole("button", { name: /Fishing boats/ }) });
  await item.getByRole("link", { name: "View post" }).click();
  await page.waitForURL(/\/post\//);
  await page.getByRole("navigation", { name: "Main" }).waitFor();
});
