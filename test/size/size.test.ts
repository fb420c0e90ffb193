// Size budgets (scripts/budgets.json), checked on the built dist/ after `node build.mjs`. scripts/size.mjs counts
// what a route's first load downloads: the entry, the route's chunks, the stylesheets they link, the lazy chunks
// its first render imports and, signed in, the signed-in frame (dist/route-files.json, the list the entry preloads),
// and the lazy modules that start at boot or right after the load event (route-files.json `boot`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { routeSizes } from "../../scripts/size.mjs";

const budgets = JSON.parse(readFileSync("scripts/budgets.json", "utf8")).size as {
  landingFirstLoadKb: number;
  routeFirstLoadKb: number;
  allJsKb: number;
  otherLanguageWords: { kb: number };
  overBudgetNow: { kb: Record<string, number> };
};
type Row = { name: string; kb: number; signedIn: boolean; files: number; counted: string[]; words: string[]; wordsKb: number; wordsLocale: string };
const { rows, allJsKb } = routeSizes() as { rows: Row[]; allJsKb: number };
const overNow = budgets.overBudgetNow.kb;
const limitOf = (name: string) => overNow[name] ?? (name === "landing-page" ? budgets.landingFirstLoadKb : budgets.routeFirstLoadKb);

test("the landing page's first load fits its budget, or the figure it is held to until it does", () => {
  const landing = rows.find((r) => r.name === "landing-page");
  assert.ok(landing, "landing-page route not found");
  const limit = limitOf("landing-page");
  assert.ok(landing.kb <= limit, `landing page: ${landing.kb.toFixed(1)} kB > ${limit} kB`);
});

test("every route's first load fits the route budget, or the figure it is held to until it does", () => {
  assert.ok(rows.length >= 30, "every route of src/routes.ts is measured");
  const over = rows.filter((r) => r.kb > limitOf(r.name)).map((r) => `${r.name}: ${r.kb.toFixed(1)} kB > ${limitOf(r.name)} kB`);
  assert.deepEqual(over, []);
});

test("a route that came under the budget leaves the list of routes over it", () => {
  const fixed = rows.filter((r) => r.name in overNow && r.kb <= (r.name === "landing-page" ? budgets.landingFirstLoadKb : budgets.routeFirstLoadKb)).map((r) => `${r.name}: ${r.kb.toFixed(1)} kB`);
  assert.deepEqual(fixed, [], "remove these from scripts/budgets.json size.overBudgetNow, so they cannot grow back");
});

test("what is counted is what a first load downloads: lazy stylesheets, first-render chunks, the signed-in frame", () => {
  const map = JSON.parse(readFileSync("dist/route-files.json", "utf8")) as { files: string[]; frame: number[]; routes: Record<string, number[]> };
  const files = (name: string) => map.routes[name]!.map((i) => map.files[i]!);
  // The timeline styles travel in the stylesheet group "frame" (build.mjs, CSS_GROUPS).
  assert.ok(files("home").some((f) => /\/css\/frame-[^/]+\.css$/.test(f)), "home counts the stylesheet its view links");
  assert.ok(files("post").some((f) => /\/css\/thread-[^/]+\.css$/.test(f)), "the thread counts the stylesheet its view links");
  assert.ok(files("home").some((f) => /\/sanitize-[^/]+\.js$/.test(f)), "home counts the sanitiser its first render imports");
  // A browser fetches the sanitiser on these first loads too (the instance description, posts, account notes).
  for (const name of ["about", "favourite-list", "conversations", "group"]) {
    assert.ok(files(name).some((f) => /\/sanitize-[^/]+\.js$/.test(f)), `${name} counts the sanitiser its first render imports`);
  }
  assert.ok(map.frame.map((i) => map.files[i]!).some((f) => /SignedInFrame-/.test(f)), "the signed-in frame is listed");
  const home = rows.find((r) => r.name === "home")!;
  const landing = rows.find((r) => r.name === "landing-page")!;
  assert.ok(home.signedIn && !landing.signedIn, "the frame counts for signed-in routes only");
});

test("the account list the session loads at boot is a file naming one export, its code in the people chunk", () => {
  const file = rows.find((r) => r.name === "home")!.counted.find((f) => /\/session-accounts-\w+\.js$/.test(f));
  assert.ok(file, "home counts the session's account list");
  // A lazily loaded module's file names each of its exports: the account list's dozen made it 0.25 kB on every page.
  assert.match(readFileSync(file, "utf8"), /export\{\w+ as accountList\};?\s*$/);
});

test("what is counted includes the lazy modules a browser fetches at boot or once the page has loaded", () => {
  const counted = (name: string) => rows.find((r) => r.name === name)!.counted.join(" ");
  for (const file of ["session-accounts"]) {
    assert.match(counted("home"), new RegExp(`/${file}-\\w+\\.js`), `home counts ${file}`);
  }
  // The account reader comes with the account list, the confirm dialog with the signed-in frame: no file of their own.
  assert.doesNotMatch(counted("home"), /\/(account|ConfirmHost)-\w+\.js/, "no boot-time file for the account reader or the confirm dialog");
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const inputs = new Set(rows.find((r) => r.name === "home")!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
  for (const input of ["src/app/ConfirmHost.tsx", "src/api/normalize/account.ts"]) assert.ok(inputs.has(input), `home counts ${input}`);
  assert.doesNotMatch(counted("landing-page"), /\/(account|session-accounts|SignedInFrame|ConfirmHost)-/, "a visitor's page counts no signed-in module");
  // The public posts section loads when its place nears the screen (test/e2e/landing-posts.test.ts), not on load.
  assert.doesNotMatch(counted("landing-page"), /\/PublicPostsSection-/, "the landing page does not count its posts section");
  // Home's reading position travels in home's own chunk: counted there, not as a file after load, and on no other feed.
  const inputsOf = (name: string) => rows.find((r) => r.name === name)!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {}));
  assert.ok(inputsOf("home").includes("src/features/timeline/ReadingPosition.tsx"), "home counts its reading position");
  assert.doesNotMatch(counted("home"), /\/ReadingPosition-/, "in home's chunk, not a file of its own");
  assert.ok(!inputsOf("local").includes("src/features/timeline/ReadingPosition.tsx"), "only home has a reading position");
});

test("all JavaScript except locales and emoji data fits its budget", () => {
  assert.ok(allJsKb <= budgets.allJsKb, `all JS: ${allJsKb.toFixed(1)} kB > ${budgets.allJsKb} kB`);
});

test("the landing page's first load leaves out what its sign-in field does not need", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as {
    outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
  };
  const map = JSON.parse(readFileSync("dist/route-files.json", "utf8")) as { files: string[]; routes: Record<string, number[]> };
  const outputs = meta.outputs;
  const entry = Object.keys(outputs).find((p) => outputs[p]!.entryPoint === "src/main.tsx")!;
  const loaded = new Set<string>();
  const walk = (path: string) => {
    if (loaded.has(path) || !outputs[path]) return;
    loaded.add(path);
    for (const imp of outputs[path]!.imports) if (imp.kind === "import-statement") walk(imp.path);
  };
  walk(entry);
  for (const i of map.routes["landing-page"]!) walk(`dist${map.files[i]}`);
  const inputs = new Set([...loaded].flatMap((p) => Object.keys(outputs[p]!.inputs)));
  const later = [
    "src/features/auth/actions.ts", // the sign-in request: loads when the form is first focused
    "src/features/auth/MoneroFields.tsx", // when Monero is chosen
    "src/features/auth/sign-in-messages.ts",
    "locales/en/wallets.ts", // the wallet words, with the Monero fields and the Ethereum help page
    "locales/en/frame.ts", // the signed-in frame's words
    "src/entities/content/sanitize.ts", // DOMPurify: only with server HTML shown
    "src/features/auth/PublicPostsSection.tsx", // the public posts: when their place nears the screen
    "src/features/auth/PublicPosts.tsx", // and their cards when seen
    "src/state/query.ts", // the people chunk
  ];
  assert.ok(inputs.has("src/features/auth/SignInForm.tsx"), "the landing page's own chunk is counted");
  // What every page needs at once is in the entry, not a file of its own fetched after it.
  for (const input of ["src/api/normalize/instance.ts", "src/app/NoticeHost.tsx", "src/app/service-worker.ts", "src/features/auth/ServerSignInForm.tsx"]) {
    assert.ok(inputs.has(input), `${input} is in the landing page's first files`);
  }
  assert.deepEqual(later.filter((i) => inputs.has(i)), []);
});

test("the entry's static files have no file of esbuild's runtime helpers alone", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as {
    outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
  };
  const outputs = meta.outputs;
  const entry = Object.keys(outputs).find((p) => outputs[p]!.entryPoint === "src/main.tsx")!;
  const helpersOnly = outputs[entry]!.imports
    .filter((i) => i.kind === "import-statement" && Object.keys(outputs[i.path]?.inputs ?? {}).length === 0)
    .map((i) => i.path);
  // Every lazy module, the QR encoder package and the English index included, is in the core group (build.mjs).
  assert.deepEqual(helpersOnly, []);
});

test("the entry has React DOM's client without the react-dom package's own exports (src/lib/react-dom-internals.cjs)", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }> };
  const entry = Object.values(meta.outputs).find((o) => o.entryPoint === "src/main.tsx")!;
  const inputs = Object.keys(entry.inputs);
  assert.ok(inputs.some((i) => i.endsWith("react-dom/cjs/react-dom-client.production.js")), "the client is in the entry");
  assert.ok(inputs.includes("src/lib/react-dom-internals.cjs"), "its internals come from the stand-in");
  assert.ok(!inputs.some((i) => i.endsWith("react-dom/cjs/react-dom.production.js")), "not from the package (createPortal, flushSync, preload…)");
});

test("a post screen links one stylesheet besides the global one: the frame's and the posts' styles are one group", () => {
  for (const name of ["home", "local", "tag", "custom-feed-timeline", "bookmark-list", "favourite-list"]) {
    const css = rows.find((r) => r.name === name)!.counted.filter((f) => f.endsWith(".css"));
    assert.equal(css.length, 1, `${name}: ${css.join(" ")}`);
    const text = readFileSync(css[0]!, "utf8");
    // The frame's, the people chunk group's, the post card's and the timelines' (src/app/chunks/frame.css).
    for (const rule of [".bottom-bar{", ".account-menu", ".rich-content", ".post-card{", ".timeline-entry", ".timeline-view{"]) {
      assert.ok(text.includes(rule), `${name}: its stylesheet has ${rule}`);
    }
  }
});

test("a signed-in page without posts leaves out what loads on use: the menu, the notification list and its reader", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const mutes = rows.find((r) => r.name === "mute-list")!;
  const inputs = new Set(mutes.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
  assert.ok(inputs.has("src/features/accounts/AccountMenu.tsx") && inputs.has("src/state/notification-count.ts"), "the frame is counted");
  const onUse = [
    "src/ui/Menu.tsx", // the account menu's, when it is first reached for
    "src/features/accounts/LoadedAccountMenu.tsx",
    "src/state/notifications.ts", // the notifications page's list: the badge's poll reads ids alone
    "src/api/normalize/notification.ts",
  ];
  assert.deepEqual(onUse.filter((i) => inputs.has(i)), []);
  const css = mutes.counted.filter((f) => f.endsWith(".css")).map((f) => readFileSync(f, "utf8")).join("");
  assert.ok(css.includes(".bottom-bar"), "the frame's styles are counted");
  assert.ok(!css.includes(".menu-list{") && !css.includes(".compose-sheet"), "nor the menu's or the new-post sheet's styles (they load with them)");
});

test("the about page and the admin account list leave out what the frame and their first screen do not run", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const inputsOf = (name: string) => new Set(rows.find((r) => r.name === name)!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
  const notRun = [
    "src/state/accounts.ts", // the account query: the profile, its gallery and the subscription pages
    "src/state/account-switch.ts", // signing in and switching accounts: when someone does
    "src/features/shortcuts/key-handler.ts", // what the keys do: with the first key pressed
    "src/features/shortcuts/shortcut-keys.ts",
  ];
  for (const name of ["about", "admin-accounts", "add-account"]) {
    const inputs = inputsOf(name);
    assert.ok(inputs.has("src/features/accounts/AccountMenu.tsx") && inputs.has("src/state/signed-in-accounts.ts"), `${name}: the frame is counted`);
    assert.deepEqual(notRun.filter((i) => inputs.has(i)), [], name);
  }
  assert.ok(inputsOf("about").has("src/entities/content/sanitize.ts"), "the about page shows the instance's description");
  // The admin list's cards show names and handles, no server HTML.
  assert.ok(!inputsOf("admin-accounts").has("src/entities/content/sanitize.ts"), "the admin account list needs no sanitiser");
});

test("the aliases and move pages leave out the identity proofs' code (keys, signatures, claims)", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  for (const name of ["aliases", "move-followers"]) {
    const inputs = new Set(rows.find((r) => r.name === name)!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
    assert.ok(inputs.has("src/features/settings/identity-actions.ts"), `${name}: its actions are counted`);
    const proofs = ["src/features/settings/proof-actions.ts", "src/features/settings/key-proof.ts", "src/features/settings/claim-meaning.ts"];
    assert.deepEqual(proofs.filter((i) => inputs.has(i)), [], name);
  }
});

test("the thread, the notifications and the search results leave out the timeline's code, which only feeds run", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const inputsOf = (name: string) => new Set(rows.find((r) => r.name === name)!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
  const timeline = ["src/entities/timeline/Timeline.tsx", "src/entities/timeline/use-feed-polling.ts", "locales/en/timeline.ts"];
  for (const name of ["post", "notifications", "search"]) {
    const inputs = inputsOf(name);
    assert.ok(inputs.has("src/entities/post/PostCard.tsx"), `${name}: the post card is counted`);
    assert.deepEqual(timeline.filter((i) => inputs.has(i)), [], name);
  }
  assert.ok(inputsOf("home").has("src/entities/timeline/Timeline.tsx"), "home counts the timeline");
});

test("a post's parts that load on use (its menu, actions, poll, quotes) bring no timeline code to a screen without a feed", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as {
    outputs: Record<string, { inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
  };
  const outputs = meta.outputs;
  const timelineChunk = Object.keys(outputs).find((p) => "src/entities/timeline/Timeline.tsx" in outputs[p]!.inputs)!;
  const onUse = ["src/entities/post/LoadedPostMenu.tsx", "src/entities/post/actions.ts", "src/entities/post/PollView.tsx", "src/entities/post/QuotedPosts.tsx"];
  for (const input of onUse) {
    const file = Object.keys(outputs).find((p) => input in outputs[p]!.inputs);
    assert.ok(file, `${input} is built`);
    const statics = outputs[file].imports.filter((i) => i.kind === "import-statement").map((i) => i.path);
    assert.ok(!statics.includes(timelineChunk), `${input} imports the timeline's chunk`);
  }
});

test("the notifications, the thread, the liked posts and the direct messages leave out the words of other screens (extras)", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const inputsOf = (name: string) => new Set(rows.find((r) => r.name === name)!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
  const own: Record<string, string> = { notifications: "notifications", post: "interactions", "favourite-list": "favourites", conversations: "messages" };
  for (const [name, ns] of Object.entries(own)) {
    const inputs = inputsOf(name);
    assert.ok(inputs.has(`locales/en/${ns}.ts`), `${name} counts its words (${ns})`);
    assert.ok(!inputs.has("locales/en/extras.ts"), `${name} loads the extras words`);
  }
});

test("in every language the landing page fits its budget, and no route's words outgrow their cap", () => {
  const cap = budgets.otherLanguageWords.kb;
  const landing = rows.find((r) => r.name === "landing-page")!;
  assert.ok(landing.kb + landing.wordsKb <= budgets.landingFirstLoadKb, `landing page in ${landing.wordsLocale}: ${(landing.kb + landing.wordsKb).toFixed(1)} kB`);
  const over = rows
    .filter((r) => r.wordsKb > cap || r.kb + r.wordsKb > limitOf(r.name) + cap)
    .map((r) => `${r.name} in ${r.wordsLocale}: ${r.wordsKb.toFixed(1)} kB of words, ${(r.kb + r.wordsKb).toFixed(1)} kB in all`);
  assert.deepEqual(over, []);
});

test("another language's words are counted by namespace: the shell's and the route's own", () => {
  const words = (name: string) => rows.find((r) => r.name === name)!.words;
  assert.deepEqual(words("landing-page"), ["auth", "common", "errors", "serverSignIn", "shell"]);
  for (const ns of ["post", "timeline", "frame"]) assert.ok(words("home").includes(ns), `home counts the words of ${ns}`);
  assert.ok(!words("home").includes("settings") && words("settings").includes("settings"), "each route counts its own namespaces");
});

test("every language has a words file for every namespace, and no chunk lists them", () => {
  const dir = readdirSync("dist/assets").find((name) => name.startsWith("words-"))!;
  const namespaces = readdirSync("locales/en").filter((f) => f !== "index.ts" && f.endsWith(".ts")).map((f) => f.slice(0, -3));
  const languages = readdirSync("locales", { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== "en").map((d) => d.name);
  assert.equal(languages.length, 20);
  // common, errors and shell, which every screen shows, are one file (build.mjs SHELL_WORDS).
  const files = ["common-errors-shell", ...namespaces.filter((ns) => !["common", "errors", "shell"].includes(ns))];
  const missing = languages.flatMap((l) => files.map((f) => `${l}/${f}.js`)).filter((f) => !existsSync(`dist/assets/${dir}/${f}`));
  assert.deepEqual(missing, []);
  // The app's chunks hold no other language's words, nor a glob of them: only the one directory's name.
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const translated = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs)).filter((i) => /^locales\/(?!en\/)/.test(i));
  assert.deepEqual(translated, []);
});

test("the profile's first load leaves out its rare parts and what its menu, badge and lists load on use", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const inputs = new Set(rows.find((r) => r.name === "profile")!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
  assert.ok(inputs.has("src/features/profile/ProfileHeader.tsx"), "the profile's own chunk is counted");
  const onUse = [
    "src/entities/account/payment-options.ts", // payment options and Subscribe: when the profile has them (profile-parts.ts)
    "src/features/profile/PaymentOptions.tsx",
    "src/features/profile/RenewProof.tsx", // an old proof's renewal, on the own profile
    "src/features/profile/aliases.ts", // the Alias badge's query: for a profile with identity proofs on Mitra
    "src/api/endpoints/aliases.ts", // the aliases' endpoint, with the badge
    "src/api/endpoints/account-lists.ts", // the own lists' endpoints
    "src/api/normalize/account-collections.ts",
    "src/features/profile/queries.ts", // the own lists
    "locales/en/profileMenu.ts", // the menu's words, with the menu
    "src/features/profile/menu-rules.ts", // the menu's rules (the Atom feed's address, subscriber details), with the menu
    "locales/en/payments.ts",
    "locales/en/profileLists.ts",
  ];
  assert.deepEqual(onUse.filter((i) => inputs.has(i)), []);
});

test("a feed's first load leaves out what its first screen does not run: the account query, the statuses endpoints, home's new-post box elsewhere", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const inputsOf = (name: string) => new Set(rows.find((r) => r.name === name)!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
  const notRun = [
    "src/state/accounts.ts", // a profile's query: the profile and subscription pages
    "src/features/relationships/actions.ts", // the follow requests' and mutes' lists
    "src/api/endpoints/statuses.ts", // the thread, the editor, conversations, the refresh on return
    "src/state/post-changes.ts", // what a post's actions change: with the actions, on use
  ];
  for (const name of ["home", "local", "tag", "bookmark-list", "custom-feed-timeline"]) {
    const inputs = inputsOf(name);
    assert.ok(inputs.has("src/entities/post/PostCard.tsx") && inputs.has("src/state/relationships.ts"), `${name}: the post path is counted`);
    assert.deepEqual(notRun.filter((i) => inputs.has(i)), [], name);
    assert.equal(inputs.has("src/entities/composer/ComposerOnDemand.tsx"), name === "home", `${name}: only home has the new-post box`);
    const js = rows.find((r) => r.name === name)!.counted.filter((f) => f.endsWith(".js")).map((f) => readFileSync(f, "utf8")).join("");
    assert.ok(!js.includes("People to follow"), `${name}: the first-day guide's words load with the guide`);
  }
});

test("the relationship changes load when one is sent: no screen that shows relationships has them in its first load", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const onUse = ["src/state/relationship-actions.ts", "src/api/endpoints/relationship-changes.ts"];
  for (const name of ["home", "post", "notifications", "profile", "group", "groups", "follow-request-list", "mute-list", "outgoing-follow-requests"]) {
    const inputs = new Set(rows.find((r) => r.name === name)!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
    assert.ok(inputs.has("src/state/relationships.ts"), `${name}: relationships are counted`);
    assert.deepEqual(onUse.filter((i) => inputs.has(i)), [], name);
    const js = rows.find((r) => r.name === name)!.counted.filter((f) => f.endsWith(".js")).map((f) => readFileSync(f, "utf8")).join("");
    assert.ok(!js.includes("{account_id}/unfollow") && !js.includes("/authorize"), `${name}: nor their endpoints`);
  }
});

test("conversations and the landing page's public posts show post cards without the timeline's code", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const inputs = new Set(rows.find((r) => r.name === "conversations")!.counted.flatMap((f) => Object.keys(meta.outputs[f]?.inputs ?? {})));
  assert.ok(inputs.has("src/entities/post/PostCard.tsx"), "the cards are counted");
  const feedOnly = ["src/entities/timeline/Timeline.tsx", "src/entities/timeline/timeline-state.ts", "src/entities/timeline/feeds.ts"];
  assert.deepEqual(feedOnly.filter((i) => inputs.has(i)), []);
});

test("the relationships, the account endpoints and the post reader travel in the signed-in base's file, not one of their own", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const fileOf = (input: string) => Object.keys(meta.outputs).filter((f) => f.endsWith(".js") && input in meta.outputs[f]!.inputs);
  const base = fileOf("src/state/query.ts");
  assert.equal(base.length, 1, "the query module is in one file");
  for (const input of ["src/state/relationships.ts", "src/api/endpoints/accounts.ts", "src/api/normalize/status.ts", "src/api/normalize/relationship.ts"]) {
    assert.deepEqual(fileOf(input), base, input);
  }
  // So every post screen and the profile find them in the file they load anyway (apart, a 2.5 kB gzip file more).
  for (const name of ["home", "post", "notifications", "profile", "group"]) {
    const row = rows.find((r) => r.name === name)!;
    assert.ok(row.counted.includes(base[0]!), `${name} counts the signed-in base`);
  }
});

test("the post's words travel in the post cards' file; the gallery and who interacted leave them out", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const fileOf = (input: string) => Object.keys(meta.outputs).filter((f) => f.endsWith(".js") && input in meta.outputs[f]!.inputs);
  assert.deepEqual(fileOf("locales/en/post.ts"), fileOf("src/entities/post/PostCard.tsx"));
  for (const name of ["profile-gallery", "post-interactions"]) {
    const row = rows.find((r) => r.name === name)!;
    assert.ok(!row.words.includes("post"), `${name} registers no post words`);
  }
});

test("a profile's payment options and a post's payment widget find the options' rules and the payments' words in one file", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const fileOf = (input: string) => Object.keys(meta.outputs).filter((f) => f.endsWith(".js") && input in meta.outputs[f]!.inputs);
  // The profile's menu copies with words of its own (profileMenu), so it does not share the payments' words.
  assert.deepEqual(fileOf("locales/en/payments.ts"), fileOf("src/entities/account/payment-options.ts"));
});

test("a profile's Alias badge brings one file besides its own: the aliases' endpoint and reader, not the account lists'", () => {
  const meta = JSON.parse(readFileSync("dist/meta.json", "utf8")) as {
    outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
  };
  const outputs = meta.outputs;
  const closure = (from: string, skip: Set<string>, seen = new Set<string>()) => {
    if (seen.has(from) || skip.has(from)) return seen;
    seen.add(from);
    for (const i of outputs[from]!.imports) if (i.kind === "import-statement") closure(i.path, skip, seen);
    return seen;
  };
  const entry = closure(Object.keys(outputs).find((f) => outputs[f]!.entryPoint === "src/main.tsx")!, new Set());
  // What the profile has loaded already: the entry with its chunks and the profile's own first load.
  const loaded = new Set([...entry, ...rows.find((r) => r.name === "profile")!.counted]);
  const badge = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === "src/features/profile/AliasBadge.tsx")!;
  const files = closure(badge, loaded);
  files.delete(badge);
  assert.equal(files.size, 1, [...files].join(", "));
  const inputs = Object.keys(outputs[[...files][0]!]!.inputs);
  assert.ok(inputs.includes("src/api/endpoints/aliases.ts") && inputs.includes("src/api/normalize/aliases.ts"), inputs.join(", "));
  assert.ok(!inputs.includes("src/api/endpoints/account-lists.ts"), "without the account lists' endpoints");
});
