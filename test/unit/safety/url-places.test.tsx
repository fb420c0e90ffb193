// Every place that puts a URL into href or src, found by reading the source, is either an in-app route, a call of
// the URL policy (src/lib/url-policy.ts), or reviewed below with the place where the policy was applied. A new
// place fails this test until it is added here. Then the places that take server URLs are rendered with hostile ones.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { installDom } from "./dom";

const REVIEWED: Record<string, string> = {
  "src/app/Sidebar.tsx|href|to": "in-app route given by the sidebar's own list",
  "src/app/BottomBar.tsx|href|to": "in-app route built with href.*",
  "src/entities/post/Lightbox.tsx|href|image.src": "the images Attachments (safeMediaUrl) or GalleryGrid (safeImageUrl) passed",
  "src/features/relationships/ReactionLists.tsx|src|src": "safeMediaUrl",
  "src/app/FramedNotice.tsx|href|location.href": "the page's own address",
  "src/ui/Avatar.tsx|.src|defaultAvatar": "bundled image",
  "src/ui/EntryMenu.tsx|href|entry.href": "built by callers: ProfileMenuItems (safeLinkUrl, href.*, atomFeedUrl of the API base)",
  "src/lib/css.ts|.href|href": "the build's own stylesheet URLs",
  "src/app/prefetch.ts|.href|url": "the build's own chunk and stylesheet URLs (route-files.ts)",
  "src/features/settings/actions.ts|.href|url": "an object URL made here for a download",
  "src/entities/content/sanitize.ts|.src|src": "emojiMap → safeMediaUrl(home only)",
  "src/entities/content/EmojiText.tsx|src|p.src": "emojiMap → safeMediaUrl(home only)",
  "src/entities/emoji/EmojiGrid.tsx|src|emoji.url": "loadCustomEmojis → safeImageUrl",
  "src/features/compose/SuggestionList.tsx|src|s.emoji.url": "loadCustomEmojis → safeImageUrl",
  "src/entities/post/Attachments.tsx|src|image.src": "safeMediaUrl",
  "src/entities/post/Attachments.tsx|src|src": "safeMediaUrl",
  "src/entities/post/Attachments.tsx|href|link.href": "safeLinkUrl",
  "src/entities/post/Lightbox.tsx|src|image.src": "the images Attachments (safeMediaUrl) or GalleryGrid (safeImageUrl) passed",
  "src/entities/post/PostActions.tsx|href|gateway.href": "safeLinkUrl",
  "src/entities/post/PostLinks.tsx|href|url.href": "safeLinkUrl",
  "src/entities/post/ReactionsRow.tsx|src|src": "safeMediaUrl",
  "src/features/notifications/NotificationIcon.tsx|src|url": "safeMediaUrl",
  "src/features/profile/GalleryGrid.tsx|src|src": "safeImageUrl",
  "src/features/directory/DirectoryCard.tsx|src|banner": "safeImageUrl",
  "src/features/profile/PaymentOptions.tsx|href|coin.uri": "coinOptions: a fixed coin scheme and an address of [A-Za-z0-9@._+-:] only",
  "src/features/profile/PaymentOptions.tsx|href|link.href": "paymentLinks → safeLinkUrl",
  "src/features/profile/SubscribeButton.tsx|href|subscribe.href": "subscriptionLink → safeLinkUrl",
  "src/entities/post/PaymentWidget.tsx|href|coin.uri": "coinOptions: a fixed coin scheme and an address of [A-Za-z0-9@._+-:] only",
  "src/entities/post/PaymentWidget.tsx|href|subscribe.href": "subscriptionLink → safeLinkUrl",
  "src/features/profile/ProfileHeader.tsx|src|banner": "safeImageUrl",
  "src/features/settings/ImagePicker.tsx|src|shown": "safeImageUrl, or the data URL of a file picked here",
  "src/features/settings/ProfilePreview.tsx|src|change.dataUrl": "the data URL of a file picked here (ImagePicker)",
  "src/features/settings/ProfilePreview.tsx|src|banner": "shownImage: safeImageUrl, or the data URL of a file picked here",
  "src/features/subscriptions/PaymentDetails.tsx|href|uri": "paymentUri of a checked Monero address and amount",
  "src/features/subscriptions/SubscriptionSettingsSummary.tsx|href|page": "profileHref of the signed-in user",
  "src/features/auth/EthereumHelpView.tsx|href|link.url": "fixed https addresses written in the file (LINKS)",
  "src/features/timeline/TitledTimeline.tsx|href|titleHref": "in-app route from href.customFeed",
};

/** Components that take a server URL as `src` and apply the policy themselves. */
const POLICY_COMPONENTS = ["Avatar"];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith(".gen.ts")) out.push(path);
  }
  return out;
}

function places(): { key: string; element: string }[] {
  const found: { key: string; element: string }[] = [];
  for (const file of sources("src")) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/<(\w+)\b[^<>]*?\b(href|src)=\{/g)) {
      let i = m.index + m[0].length;
      const start = i;
      for (let depth = 1; depth > 0 && i < text.length; i++) depth += text[i] === "{" ? 1 : text[i] === "}" ? -1 : 0;
      found.push({ key: `${file}|${m[2]}|${text.slice(start, i - 1)}`, element: m[1] });
    }
    for (const m of text.matchAll(/\.(href|src) = ([^;\n]+)/g)) found.push({ key: `${file}|.${m[1]}|${m[2]}`, element: "" });
  }
  return found;
}

test("every href and src is a route, a policy call, or reviewed", () => {
  const all = places();
  assert.ok(all.length > 50, "the walk finds the places");
  const unreviewed = all.filter(({ key, element }) => {
    const expr = key.split("|")[2];
    if (/^(href\.\w+\(|profileHref\()/.test(expr)) return false;
    if (/\bsafe(Link|Media|Image)Url\(/.test(expr)) return false;
    if (POLICY_COMPONENTS.includes(element) && key.includes("|src|")) return false;
    return !(key in REVIEWED);
  });
  assert.deepEqual(unreviewed.map((p) => p.key), [], "a new href or src needs the URL policy (src/lib/url-policy.ts) and a line in REVIEWED");
  const keys = new Set(all.map((p) => p.key));
  assert.deepEqual(Object.keys(REVIEWED).filter((k) => !keys.has(k)), [], "reviewed places that no longer exist");
  for (const component of POLICY_COMPONENTS) {
    assert.match(readFileSync(`src/ui/${component}.tsx`, "utf8"), /safeImageUrl\(src\)/, `${component} applies the policy`);
  }
});

// Rendering: the places that take a remote account's URLs.
installDom();
const { act } = await import("react");
const { renderNow } = await import("../support/render");
const { ProfileMenu } = await import("../../../src/features/profile/ProfileMenu");
const { PaymentOptions } = await import("../../../src/features/profile/PaymentOptions");
const { paymentLinks, subscriptionLink } = await import("../../../src/entities/account/payment-options");

const HOSTILE = ["ms-settings:privacy", "/settings/profile", "//exfil.example/x", "javascript:window.__pwned=1", "https://user:pw@exfil.example/"];

const render = (element: React.ReactElement): HTMLElement => renderNow(element, { path: "/@eve@remote.example" }).container;

test("Open profile page appears only for a web address", async () => {
  for (const url of [...HOSTILE, "https://remote.example/@eve"]) {
    const account = { id: "e1", username: "eve", acct: "eve@remote.example", display_name: "Eve", url, payment_options: [], fields: [] } as never;
    const container = render(<ProfileMenu account={account} own={false} />);
    // The entries load with the menu's first opening.
    await act(async () => container.querySelector<HTMLButtonElement>("button[aria-haspopup]")!.click());
    await act(() => import("../../../src/features/profile/ProfileMenuItems"));
    const links = Array.from(container.querySelectorAll("a"), (a) => a.getAttribute("href"));
    if (url.startsWith("https://remote")) assert.deepEqual(links, [url], url);
    else assert.deepEqual(links, [], url);
  }
});

test("payment and subscription links from a profile are web addresses or nothing", () => {
  for (const href of HOSTILE) {
    assert.deepEqual(paymentLinks({ payment_options: [{ type: "link", name: "Tip", href }] }), [], href);
    assert.equal(subscriptionLink({ payment_options: [{ type: "link", name: "MoneroSubscription", href }] }, null), null, href);
    const container = render(<PaymentOptions account={{ payment_options: [{ type: "link", name: "Tip", href }], fields: [] } as never} />);
    assert.equal(container.querySelectorAll("a").length, 0, href);
  }
});
