// The subscription page's endpoints: a sender's subscription to a recipient, and invoices.
import { ApiError, send, type Api } from "../client";
import type { Invoice, SubscriptionDetails } from "../types";

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
