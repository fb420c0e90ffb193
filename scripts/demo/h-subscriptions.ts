// Paid subscriptions: options, invoices (open → paid → completed), finding and granting subscriptions.
import { badRequest, intField, notFound, pageByCursor, requireStr, uuidParam, type Ctx, type Reply } from "./http";
import { followersOf, getProfile, requirePermission } from "./model";
import { account, credentialAccount, invoice } from "./render";
import { route, type Route } from "./router";
import { MONERO_CHAIN_ID } from "./seed";
import type { Invoice } from "./state";
import { demoInvoiceAddress, HOUR, iso, UUID_RE } from "./util";

const PAYMENT_AMOUNT_MIN = 1_000_000_000;

function options(ctx: Ctx): Reply {
  const option = ctx.user!.subscriptionOption;
  return {
    status: 200,
    body: option ? [{ type: option.type, chain_id: option.chainId, price: option.price, payout_address: option.payoutAddress }] : [],
  };
}

function updateOptions(ctx: Ctx): Reply {
  requirePermission(ctx, "manage_subscription_options");
  const type = requireStr(ctx.body, "type");
  if (type !== "monero") throw badRequest("unsupported subscription type");
  const chainId = requireStr(ctx.body, "chain_id");
  if (chainId !== MONERO_CHAIN_ID) throw badRequest("unexpected chain ID");
  const price = intField(ctx.body, "price");
  if (price === undefined || price <= 0) throw badRequest("price must be greater than 0");
  const payoutAddress = requireStr(ctx.body, "payout_address");
  if (!payoutAddress.trim()) throw badRequest("invalid payout address");
  ctx.user!.subscriptionOption = { type: "monero", chainId, price, payoutAddress };
  const profile = ctx.profile!;
  profile.paymentOptions = profile.paymentOptions.filter((o) => o.type !== "monero-subscription");
  profile.paymentOptions.push({ type: "monero-subscription", chainId, price, amountMin: PAYMENT_AMOUNT_MIN, objectId: null });
  return { status: 200, body: credentialAccount(ctx, ctx.user!) };
}

function queryUuid(ctx: Ctx, name: string): string {
  const value = ctx.query.get(name);
  if (!value || !UUID_RE.test(value)) throw badRequest(`Query deserialize error: invalid ${name}`);
  return value;
}

function find(ctx: Ctx): Reply {
  const senderId = queryUuid(ctx, "sender_id");
  const recipientId = queryUuid(ctx, "recipient_id");
  const sub = ctx.state.subscriptions.find((s) => s.senderId === senderId && s.recipientId === recipientId);
  if (!sub) throw notFound("subscription");
  return { status: 200, body: { id: sub.id, expires_at: iso(sub.expiresAt) } };
}

function grant(ctx: Ctx): Reply {
  const subscriberId = requireStr(ctx.body, "subscriber_id");
  const duration = intField(ctx.body, "duration");
  if (duration === undefined || duration <= 0) throw badRequest("invalid duration");
  const subscriber = getProfile(ctx.state, subscriberId);
  const me = ctx.profile!.id;
  const now = Date.now();
  let sub = ctx.state.subscriptions.find((s) => s.senderId === subscriber.id && s.recipientId === me);
  if (!sub && !followersOf(ctx.state, me).includes(subscriber.id)) {
    throw badRequest("account should be either follower or subscriber");
  }
  if (sub) {
    sub.expiresAt = Math.max(sub.expiresAt, now) + duration * 1000;
    sub.updatedAt = now;
  } else {
    sub = { id: ctx.state.seq(), senderId: subscriber.id, recipientId: me, expiresAt: now + duration * 1000, updatedAt: now };
    ctx.state.subscriptions.push(sub);
  }
  return { status: 200, body: { id: sub.id, expires_at: iso(sub.expiresAt) } };
}

function subscribers(ctx: Ctx): Reply {
  const profile = getProfile(ctx.state, uuidParam(ctx, "account_id"));
  const includeExpired = ctx.query.bool("include_expired");
  if (profile.id !== ctx.profile!.id) {
    ctx.query.int("limit", 40, 200);
    return { status: 200, body: [] };
  }
  const now = Date.now();
  const list = ctx.state.subscriptions
    .filter((s) => s.recipientId === profile.id && (includeExpired || s.expiresAt > now))
    .sort((a, b) => b.id - a.id);
  const page = pageByCursor(ctx, list, (s) => s.id, { defaultLimit: 40 });
  return {
    ...page,
    body: page.items.map((s) => ({ id: s.id, sender: account(ctx, ctx.state.profiles.get(s.senderId)!), expires_at: iso(s.expiresAt) })),
  };
}

function createInvoice(ctx: Ctx): Reply {
  const senderId = requireStr(ctx.body, "sender_id");
  const recipientId = requireStr(ctx.body, "recipient_id");
  const chainId = requireStr(ctx.body, "chain_id");
  const amount = intField(ctx.body, "amount");
  if (amount === undefined) throw badRequest("Json deserialize error: missing field `amount`");
  const sender = getProfile(ctx.state, senderId);
  const recipient = getProfile(ctx.state, recipientId);
  if (sender.id === recipient.id) throw badRequest("sender must be different from recipient");
  const option = ctx.state.users.get(recipient.id)?.subscriptionOption;
  if (!option) throw badRequest("recipient can't accept payment");
  if (chainId !== option.chainId) throw badRequest("unexpected chain ID");
  if (amount < PAYMENT_AMOUNT_MIN) throw badRequest("amount is too small");
  const now = Date.now();
  const inv: Invoice = {
    id: ctx.state.newId(now),
    senderId: sender.id,
    recipientId: recipient.id,
    chainId,
    paymentAddress: demoInvoiceAddress(ctx.state.random),
    amount,
    status: "open",
    createdAt: now,
    expiresAt: now + 4 * HOUR,
  };
  ctx.state.invoices.set(inv.id, inv);
  return { status: 200, body: invoice(inv) };
}

function getInvoice(ctx: Ctx): Invoice {
  const inv = ctx.state.invoices.get(uuidParam(ctx, "invoice_id"));
  if (!inv) throw notFound("invoice");
  return inv;
}

function cancelInvoice(ctx: Ctx): Reply {
  const inv = getInvoice(ctx);
  if (inv.status !== "open") throw badRequest("invoice can't be cancelled");
  inv.status = "cancelled";
  return { status: 200, body: invoice(inv) };
}

export const subscriptionRoutes: Route[] = [
  route("GET /api/v1/subscriptions/options", "required", options),
  route("POST /api/v1/subscriptions/options", "required", updateOptions),
  route("GET /api/v1/subscriptions/find", "none", find),
  route("POST /api/v1/subscriptions", "required", grant),
  route("GET /api/v1/accounts/{account_id}/subscribers", "required", subscribers),
  route("POST /api/v1/subscriptions/invoices", "none", createInvoice),
  route("GET /api/v1/subscriptions/invoices/{invoice_id}", "none", (ctx) => ({ status: 200, body: invoice(getInvoice(ctx)) })),
  route("DELETE /api/v1/subscriptions/invoices/{invoice_id}", "none", cancelInvoice),
];
