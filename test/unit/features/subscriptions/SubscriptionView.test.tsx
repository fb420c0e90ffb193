import { afterEach, beforeEach, mock, test } from "node:test";
import assert from "node:assert/strict";
import { gunzipSync, strFromU8 } from "fflate";
import { button, byLabel, fakeServer, installDom, setValue, settle, until, type Handler } from "./dom";

const window = installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { Route, Router } = await import("wouter");
const { memoryLocation } = await import("wouter/memory-location");
const { currentUserAtom, instanceAtom, tokenAtom } = await import("../../../../src/state/session");
const { noticesAtom } = await import("../../../../src/state/notices");
const { default: SubscriptionView } = await import("../../../../src/features/subscriptions/SubscriptionView");

const CHAIN = "monero:418015bb9ae982a1975da7d79277c270";
const ADDRESS = "888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H";
const person = (id: string, acct: string, extra: object = {}) => ({ id, acct, username: acct, display_name: acct.toUpperCase(), avatar: "", payment_options: [], ...extra });
const dana = person("d1", "dana", { payment_options: [{ type: "monero-subscription", chain_id: CHAIN, price: 3858, amount_min: 1_000_000_000 }] });
const bob = person("b1", "bob");
const bobby = person("b2", "bobby");
const instance = { uri: "mitra.test", title: "Test", blockchains: [{ chain_id: CHAIN, chain_metadata: { payment_amount_min: 1_000_000_000 }, features: { subscriptions: true } }] };

interface Inv { id: string; sender_id: string; recipient_id: string; chain_id: string; payment_address: string | null; amount: number; status: string; created_at: string; expires_at: string }
let invoices: Map<string, Inv>;
let subscription: { id: number; expires_at: string } | null;
let failCreate: boolean;
let seq = 0;

const newInvoice = (status: string, sender = "b1"): Inv => {
  const now = Date.now();
  const inv = { id: `inv-${++seq}`, sender_id: sender, recipient_id: "d1", chain_id: CHAIN, payment_address: ADDRESS, amount: 10_000_000_000, status, created_at: new Date(now).toISOString(), expires_at: new Date(now + 4 * 3600_000).toISOString() };
  invoices.set(inv.id, inv);
  return inv;
};

const erin = person("r1", "erin@remote.example", { username: "erin", payment_options: [{ type: "monero-subscription", chain_id: CHAIN, price: 3858, object_id: "https://remote.example/users/erin/subscription" }] });
let subscriptionTo = false;

const handlers: Handler[] = [
  ({ method, path, query }) => (method === "GET" && path === "/api/v1/accounts/lookup" && query.get("acct") === "erin@remote.example" ? { body: erin } : undefined),
  ({ method, path }) => (method === "GET" && path === "/api/v1/accounts/relationships" ? { body: [{ id: "r1", following: false, subscription_to: subscriptionTo }] } : undefined),
  ({ method, path, query }) => (method === "GET" && path === "/api/v1/accounts/lookup" && query.get("acct") === "dana" ? { body: dana } : undefined),
  ({ method, path }) => (method === "GET" && path === "/api/v1/accounts/b1" ? { body: bob } : undefined),
  ({ method, path, query }) => {
    if (method !== "GET" || path !== "/api/v1/accounts/search") return;
    const q = query.get("q") ?? "";
    if (q === "flood") return { status: 429, body: { error: "retry in 12.34s", error_description: "retry in 12.34s" } };
    return { body: [bob, bobby, dana].filter((a) => a.acct.startsWith(q)) };
  },
  ({ method, path }) => {
    if (method !== "GET" || path !== "/api/v1/subscriptions/find") return;
    return subscription ? { body: subscription } : { status: 404, body: { error: "subscription not found", error_description: "subscription not found" } };
  },
  ({ method, path, body }) => {
    if (method !== "POST" || path !== "/api/v1/subscriptions/invoices") return;
    if (failCreate) return { status: 400, body: { error: "recipient can't accept payment", error_description: "recipient can't accept payment" } };
    const inv = newInvoice("open", String(body!.sender_id));
    inv.amount = Number(body!.amount);
    return { body: inv };
  },
  ({ method, path }) => {
    const m = /^\/api\/v1\/subscriptions\/invoices\/([^/]+)$/.exec(path);
    const inv = m && invoices.get(m[1]);
    if (!inv) return;
    if (method === "DELETE") inv.status = "cancelled";
    return { body: inv };
  },
];

let requests: ReturnType<typeof fakeServer>;
beforeEach(() => {
  invoices = new Map();
  subscription = null;
  failCreate = false;
  localStorage.clear();
  document.body.innerHTML = "";
  requests = fakeServer(handlers);
});
afterEach(() => mock.timers.reset());

async function render(signedInAs: object | null, path = "/@dana/subscription") {
  const store = createStore();
  store.set(instanceAtom, instance as never);
  if (signedInAs) {
    store.set(tokenAtom, "token-1");
    store.set(currentUserAtom, signedInAs as never);
  }
  const memory = memoryLocation({ path, record: true });
  const container = document.createElement("main");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <Provider store={store}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <Route path={/^\/@(?<acct>[^/]+)\/subscription\/?$/}>
            <SubscriptionView />
          </Route>
        </Router>
      </Provider>,
    ),
  );
  await wait(() => assert.ok(container.querySelector(".participants") || container.querySelector(".empty, .error-box")));
  await act(() => settle(50));
  return { container, store, memory, unmount: () => act(async () => root.unmount()) };
}

const wait = <T,>(check: () => T): Promise<T> => until((fn) => act(fn), check);
const text = (el: Element) => el.textContent?.replace(/\s+/g, " ").trim() ?? "";
// act() returns a thenable whose then() returns nothing, so each step is awaited on its own.
async function click(el: HTMLElement) {
  await act(async () => el.click());
  await act(() => settle());
}
async function type(el: HTMLInputElement, value: string) {
  await act(async () => setValue(window, el, value));
  await act(() => settle());
}

test("a visitor finds their profile (leading @ stripped, exact acct) and opens an invoice", async () => {
  const page = await render(null);
  const { container } = page;
  assert.match(text(container), /Payer\s*You/);
  assert.equal(container.querySelector(".payment-form"), null, "no payment form before the payer is known");
  await type(byLabel(container, "Your username or fediverse address"), "@bob");
  await click(button(container, "Find profile"));
  const search = requests.find((r) => r.path === "/api/v1/accounts/search")!;
  assert.equal(search.query.get("q"), "bob");
  assert.equal(search.query.get("resolve"), "true");
  assert.equal(search.query.get("limit"), null, "the server's default limit");
  assert.equal(search.token, null);
  await wait(() => assert.match(text(container.querySelector(".participants")!), /BOB/));
  await wait(() => assert.match(text(container), /You are not subscribed yet/));
  assert.match(text(container), /0\.01 XMR per month/);
  assert.match(text(container), /You are not subscribed yet/);
  assert.ok(button(container, "Edit amount: 0.01 XMR"));
  await click(button(container, "Pay"));
  await wait(() => assert.ok(container.querySelector(".invoice-panel")));
  const create = requests.find((r) => r.method === "POST")!;
  assert.deepEqual(create.body, { sender_id: "b1", recipient_id: "d1", chain_id: CHAIN, amount: 10_000_000_000 });
  const inv = [...invoices.values()][0];
  const panel = container.querySelector(".invoice-panel")!;
  assert.match(text(panel), /Please send 0\.01 XMR to this address:/);
  assert.equal(panel.querySelector("a.payment-address")!.getAttribute("href"), `monero:${ADDRESS}?tx_amount=0.01`);
  assert.match(text(panel.querySelector("[role=status]")!), /Waiting for payment \((239|240) minutes left\)/);
  assert.equal(container.querySelector(".payment-form"), null, "the form hides while an invoice is shown");
  assert.deepEqual(page.memory.history!.at(-1), `/@dana/subscription?invoice_id=${inv.id}`);
  assert.equal(localStorage.getItem("mitra.v1.invoice_d1"), JSON.stringify(inv.id));

  // The QR encoder loads lazily.
  const qr = await wait(() => {
    const svg = panel.querySelector("svg[role=img]");
    assert.ok(svg);
    return svg;
  });
  assert.equal(qr.getAttribute("aria-label"), "QR code of the payment link");
  assert.equal(qr.getAttribute("data-uri"), `monero:${ADDRESS}?tx_amount=0.01`);
  assert.ok((qr.querySelector("path")!.getAttribute("d") ?? "").length > 100);

  await click(button(panel, "Show additional payment information"));
  const code = await wait(() => {
    const value = byLabel<HTMLTextAreaElement>(panel, "Payment request code").value;
    assert.ok(value.startsWith("monero-request:1:"), value);
    return value;
  });
  assert.ok(code.startsWith("monero-request:1:"), code);
  const json = JSON.parse(strFromU8(gunzipSync(Uint8Array.from(Buffer.from(code.slice(17), "base64")))));
  assert.equal(json.custom_label, "Subscription to @dana");
  assert.equal(json.sellers_wallet, ADDRESS);
  assert.equal(json.amount, "0.01");
  assert.deepEqual(Object.keys(json), Object.keys(json).sort());
  await page.unmount();
});

test("find-profile errors: no exact match, the recipient, and a rate limit", async () => {
  const page = await render(null);
  const input = byLabel<HTMLInputElement>(page.container, "Your username or fediverse address");
  for (const [typed, message] of [["bo", "Profile not found"], ["dana", "Profile not found"], ["flood", "Too many requests"]]) {
    await type(input, typed);
    await click(button(page.container, "Find profile"));
    await wait(() => assert.equal(text(page.container.querySelector(".find-profile [role=alert]")!), message, typed));
  }
  await page.unmount();
});

test("duration and amount: clamped months, amount editing, minimum payment and a failed invoice", async () => {
  const page = await render(bob);
  const { container } = page;
  const duration = await wait(() => byLabel<HTMLInputElement>(container, "Duration"));
  await type(duration, "1001");
  assert.equal(duration.value, "1000");
  assert.ok(button(container, "Edit amount: 10 XMR"));
  await type(duration, "3");
  await click(button(container, "Edit amount: 0.03 XMR"));
  const amount = byLabel<HTMLInputElement>(container, "Amount");
  assert.equal(amount.value, "0.03");
  assert.equal(amount.getAttribute("step"), "0.01", "the amount steps by the monthly price");
  await type(amount, "0.015");
  assert.ok(button(container, "Edit duration: 1.5 months"));
  assert.equal(button(container, "Pay").disabled, false);
  await type(amount, "0.0005");
  assert.equal(button(container, "Pay").disabled, true, "below the chain's minimum");
  assert.match(text(container), /The minimum payment is 0\.001 XMR\./);
  await type(amount, "0");
  assert.equal(button(container, "Pay").disabled, true, "zero");
  await type(amount, "0.001");
  assert.equal(button(container, "Pay").disabled, false, "exactly the minimum");
  await click(button(container, "Edit duration: 0.1 months"));
  assert.equal(byLabel<HTMLInputElement>(container, "Duration").value, "0.1");

  failCreate = true;
  await click(button(container, "Pay"));
  await wait(() => assert.equal(page.store.get(noticesAtom).length, 1));
  const notices = page.store.get(noticesAtom);
  assert.equal(notices.at(-1)?.kind, "error");
  assert.match(notices.at(-1)!.message, /recipient can't accept payment/);
  assert.equal(container.querySelector(".invoice-panel"), null);
  await page.unmount();
});

test("the panel follows the invoice open → paid → completed by polling every 10 s, then OK closes it", async () => {
  mock.timers.enable({ apis: ["setInterval"] });
  const page = await render(bob);
  await click(await wait(() => button(page.container, "Pay")));
  await wait(() => assert.ok(page.container.querySelector(".invoice-panel")));
  const inv = [...invoices.values()][0];
  const status = () => text(page.container.querySelector(".invoice-panel [role=status]")!);
  assert.match(status(), /Waiting for payment/);
  inv.status = "paid";
  await act(async () => mock.timers.tick(9_999));
  await act(() => settle());
  assert.match(status(), /Waiting for payment/, "not before 10 s");
  await act(async () => mock.timers.tick(1));
  await wait(() => assert.equal(status(), "Processing payment"));
  assert.throws(() => button(page.container, "Cancel payment"), "cancel only while open");
  inv.status = "completed";
  subscription = { id: 1, expires_at: new Date(Date.now() + 30 * 86400_000).toISOString() };
  await act(async () => mock.timers.tick(10_000));
  await wait(() => assert.equal(status(), "Payment completed"));
  await wait(() => assert.match(text(page.container), /Subscription active until/));
  const polls = requests.filter((r) => r.path === `/api/v1/subscriptions/invoices/${inv.id}`).length;
  await act(async () => mock.timers.tick(30_000));
  await act(() => settle());
  assert.equal(requests.filter((r) => r.path === `/api/v1/subscriptions/invoices/${inv.id}`).length, polls, "polling stopped");
  await click(button(page.container, "OK"));
  assert.equal(page.container.querySelector(".invoice-panel"), null);
  assert.equal(page.memory.history!.at(-1), "/@dana/subscription");
  assert.equal(localStorage.getItem("mitra.v1.invoice_d1"), null);
  await wait(() => button(page.container, "Extend")); // an active subscription is extended
  await page.unmount();
});

test("a stored open invoice is restored on load and can be cancelled; completed or foreign ones are not", async () => {
  const open = newInvoice("open");
  localStorage.setItem("mitra.v1.invoice_d1", JSON.stringify(open.id));
  let page = await render(bob);
  await wait(() => assert.match(text(page.container.querySelector(".invoice-panel")!), /Waiting for payment/));
  await click(button(page.container, "Cancel payment"));
  await wait(() => assert.equal(invoices.get(open.id)!.status, "cancelled"));
  await wait(() => assert.equal(page.container.querySelector(".invoice-panel"), null));
  assert.ok(requests.some((r) => r.method === "DELETE" && r.path.endsWith(open.id)));
  assert.equal(page.container.querySelector(".invoice-panel"), null);
  assert.equal(localStorage.getItem("mitra.v1.invoice_d1"), null);
  await page.unmount();

  const done = newInvoice("completed");
  localStorage.setItem("mitra.v1.invoice_d1", JSON.stringify(done.id));
  page = await render(bob);
  await wait(() => assert.equal(localStorage.getItem("mitra.v1.invoice_d1"), null, "a finished invoice is forgotten"));
  assert.equal(page.container.querySelector(".invoice-panel"), null);
  await page.unmount();

  const foreign = newInvoice("open", "someone-else");
  page = await render(bob, `/@dana/subscription?invoice_id=${foreign.id}`);
  await wait(() => assert.ok(requests.some((r) => r.path.endsWith(foreign.id))));
  await act(() => settle(100));
  assert.equal(page.container.querySelector(".invoice-panel"), null);
  await page.unmount();
});

test("after a reload, a completed invoice named in the address leaves the address and the storage", async () => {
  const done = newInvoice("completed");
  localStorage.setItem("mitra.v1.invoice_d1", JSON.stringify(done.id));
  const page = await render(bob, `/@dana/subscription?invoice_id=${done.id}`);
  await wait(() => assert.equal(page.memory.history!.at(-1), "/@dana/subscription"));
  assert.equal(localStorage.getItem("mitra.v1.invoice_d1"), null);
  assert.equal(page.container.querySelector(".invoice-panel"), null);
  await page.unmount();

  const foreign = newInvoice("open", "someone-else");
  const other = await render(bob, `/@dana/subscription?invoice_id=${foreign.id}`);
  await wait(() => assert.ok(requests.some((r) => r.path.endsWith(foreign.id))));
  await act(() => settle(50));
  assert.equal(other.memory.history!.at(-1), `/@dana/subscription?invoice_id=${foreign.id}`, "a running invoice stays named");
  await other.unmount();
});

test("a visitor who reloads gets the open invoice back, payer included", async () => {
  const open = newInvoice("open");
  localStorage.setItem("mitra.v1.invoice_d1", JSON.stringify(open.id)); // saved when this browser opened it
  const page = await render(null, `/@dana/subscription?invoice_id=${open.id}`);
  await wait(() => assert.match(text(page.container.querySelector(".participants")!), /BOB/));
  await wait(() => assert.match(text(page.container.querySelector(".invoice-panel")!), /Waiting for payment/));
  await page.unmount();
});

test("an invoice id in a link never makes its sender the visitor; it returns once the visitor is its sender", async () => {
  const eves = newInvoice("open", "e1");
  let page = await render(null, `/@dana/subscription?invoice_id=${eves.id}`);
  await act(() => settle(100));
  assert.equal(page.container.querySelector(".invoice-panel"), null);
  assert.match(text(page.container.querySelector(".participants")!), /Payer\s*You/);
  assert.ok(!requests.some((r) => r.path === "/api/v1/accounts/e1"), "the invoice's sender is not looked up as the payer");
  await type(byLabel(page.container, "Your username or fediverse address"), "bob");
  await click(button(page.container, "Find profile"));
  await wait(() => assert.match(text(page.container.querySelector(".participants")!), /BOB/));
  await act(() => settle(100));
  assert.equal(page.container.querySelector(".invoice-panel"), null, "bob is not eve's invoice's sender");
  assert.ok(![...page.container.querySelectorAll("button")].some((b) => b.textContent === "Cancel payment"), "it cannot be cancelled");
  await page.unmount();

  const bobs = newInvoice("open", "b1");
  page = await render(null, `/@dana/subscription?invoice_id=${bobs.id}`);
  await act(() => settle(50));
  assert.equal(page.container.querySelector(".invoice-panel"), null);
  await type(byLabel(page.container, "Your username or fediverse address"), "bob");
  await click(button(page.container, "Find profile"));
  await wait(() => assert.match(text(page.container.querySelector(".invoice-panel")!), /Waiting for payment/));
  await page.unmount();
});

test("an invoice whose address or amount is not valid cannot be paid from here, and nothing crashes", async () => {
  for (const [address, amount] of [
    [`${ADDRESS.slice(0, 60)}?tx_amount=250&recipient_name=x#`, 10_000_000_000],
    [ADDRESS, 1.5],
    [ADDRESS, -1],
  ] as const) {
    const inv = newInvoice("open");
    inv.payment_address = address;
    inv.amount = amount;
    localStorage.setItem("mitra.v1.invoice_d1", JSON.stringify(inv.id));
    const page = await render(bob);
    await wait(() => assert.match(text(page.container.querySelector(".invoice-panel")!), /cannot be paid from here/));
    const panel = page.container.querySelector(".invoice-panel")!;
    assert.equal(panel.querySelector("a.payment-address"), null, String(address));
    assert.equal(panel.querySelector(".payment-qr"), null);
    assert.doesNotMatch(text(panel), /tx_amount|Please send/);
    await page.unmount();
  }
});

test("a remote recipient with no subscription record: the relationship's subscription_to reads as active", async () => {
  subscriptionTo = true;
  let page = await render(bob, "/@erin@remote.example/subscription");
  await wait(() => assert.match(text(page.container.querySelector(".subscription-offer")!), /Subscription active$/));
  assert.ok(requests.some((r) => r.path === "/api/v1/accounts/relationships"));
  assert.equal(text(button(page.container, "Extend")), "Extend");
  await page.unmount();

  subscriptionTo = false;
  page = await render(bob, "/@erin@remote.example/subscription");
  await wait(() => assert.match(text(page.container.querySelector(".subscription-offer")!), /not subscribed/i));
  await page.unmount();
});

test("a local recipient's chain description shows above Pay as HTML; a remote one's does not", async () => {
  const meta = instance.blockchains[0]!.chain_metadata as { payment_amount_min: number; description?: string };
  meta.description = "<p>Payments are forwarded <b>every hour</b>.</p>";
  try {
    const page = await render(bob);
    await wait(() => assert.match(text(page.container.querySelector(".chain-description")!), /every hour/));
    const description = page.container.querySelector(".chain-description")!;
    assert.equal(description.querySelector("b")?.textContent, "every hour", "HTML, through the one content renderer");
    const form = page.container.querySelector(".payment-form")!;
    assert.ok(description.compareDocumentPosition(form) & 4, "the description comes before the form");
    await page.unmount();

    const remote = await render(bob, "/@erin@remote.example/subscription");
    await wait(() => assert.ok(remote.container.querySelector(".payment-form")));
    assert.equal(remote.container.querySelector(".chain-description"), null);
    await remote.unmount();
  } finally {
    delete meta.description;
  }
});

test("the recipient's own page shows the price but no payment form", async () => {
  const page = await render(dana);
  assert.match(text(page.container), /0\.01 XMR per month/);
  assert.match(text(page.container), /This is your subscription page/);
  assert.equal(page.container.querySelector(".payment-form"), null);
  await page.unmount();
});
