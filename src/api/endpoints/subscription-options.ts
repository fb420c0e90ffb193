// The subscription settings' and subscriber details' endpoints: the own option, and access granted by hand. Apart
// from the subscription page's endpoints, which the page loads without these.
import { send, sendOne, type Api } from "../client";
import { readCredentialAccount } from "../normalize/account";
import type { CredentialAccount, SubscriptionDetails, SubscriptionOption } from "../types";

export async function getSubscriptionOptions(api: Api): Promise<SubscriptionOption[]> {
  return (await send(api, api.client.GET("/api/v1/subscriptions/options"))).data;
}

/** Saves the user's subscription option (needs manage_subscription_options; 418 without Monero). */
export async function saveSubscriptionOption(api: Api, option: SubscriptionOption): Promise<CredentialAccount> {
  return sendOne(api, api.client.POST("/api/v1/subscriptions/options", { body: option }), readCredentialAccount);
}

/** Grants or extends a subscription by hand (works without payment integration). */
export async function addSubscriber(api: Api, subscriberId: string, durationSeconds: number): Promise<SubscriptionDetails> {
  return (
    await send(api, api.client.POST("/api/v1/subscriptions", { body: { subscriber_id: subscriberId, duration: durationSeconds } }))
  ).data;
}
