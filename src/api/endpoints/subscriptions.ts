import { ApiError, send, sendOne, type Api } from "../client";
import { readCredentialAccount } from "../normalize/account";
import type { CredentialAccount, Invoice, SubscriptionDetails, SubscriptionOption } from "../types";

export async function getSubscriptionOptions(api: Api): Promise<SubscriptionOption[]> {
  return (await send(api, api.client.GET("/api/v1/subscriptions/options"))).data;
}

/** Saves the user's subscription option (needs manage_subscription_options; 418 without Monero). */
export async function saveSubscriptionOption(api: Api, option: SubscriptionOption): Promise<CredentialAccount> {
  return sendOne(api, api.client.POST("/api/v1/subscriptions/options", { body: option }), readCredentialAccount);
}

/** The sender's subscription to the recipient, or null when there is none (the server answers 404). */
export async function findSubscription(api: Api, senderId: string, recipientId: string): Promise<SubscriptionDetails | null> {
  try {
    return (
      await send(
        api,
        api.client.GET("/api/v1/subscriptions/find", { params: { query: { sender_id: senderId, recipient_id: recipientId } } }),
      )
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Grants or extends a subscription by hand (works without payment integration). */
export async function addSubscriber(api: Api, subscriberId: string, durationSeconds: number): Promise<SubscriptionDetails> {
  return (
    await send(api, api.client.POST("/api/v1/subscriptions", { body: { subscriber_id: subscriberId, duration: durationSeconds } }))
  ).data;
}

export interface InvoiceRequest {
  senderId: string;
  recipientId: string;
  /** CAIP-2 chain ID. */
  chainId: string;
  /** Atomic units. */
  amount: number;
}

export async function createInvoice(api: Api, request: InvoiceRequest): Promise<Invoice> {
  const body = {
    sender_id: request.senderId,
    recipient_id: request.recipientId,
    chain_id: request.chainId,
    amount: request.amount,
  };
  return (await send(api, api.client.POST("/api/v1/subscriptions/invoices", { body }))).data;
}

export async function getInvoice(api: Api, invoiceId: string): Promise<Invoice> {
  return (
    await send(api, api.client.GET("/api/v1/subscriptions/invoices/{invoice_id}", { params: { path: { invoice_id: invoiceId } } }))
  ).data;
}

/** Cancels an invoice; the answer has status "cancelled". */
export async function cancelInvoice(api: Api, invoiceId: string): Promise<Invoice> {
  return (
    await send(api, api.client.DELETE("/api/v1/subscriptions/invoices/{invoice_id}", { params: { path: { invoice_id: invoiceId } } }))
  ).data;
}
