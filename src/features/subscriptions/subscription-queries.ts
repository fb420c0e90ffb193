// What the subscription screens load, as a query: a sender's subscription to a recipient.
import { useStore } from "jotai";
import { useCallback } from "react";
import { getRelationships } from "../../api/endpoints/accounts";
import { findSubscription } from "../../api/endpoints/subscriptions";
import type { SubscriptionDetails } from "../../api/types";
import { defineQuery, expectShape, STALE_AFTER, useQuery } from "../../state/query";
import { apiAtom } from "../../state/session";

export interface FoundSubscription {
  /** Null: "subscription not found". */
  details: SubscriptionDetails | null;
  /**
   * Subscribed, with no known expiry: the server keeps no record of a subscription to a remote recipient (older
   * servers, no FEP-0837 record), but the relationship's `subscription_to` says it is paid.
   */
  withoutExpiry: boolean;
}

export interface SubscriptionParam {
  senderId: string;
  recipientId: string;
  /** The sender is the signed-in user and the recipient remote: with no record, the relationship decides. */
  viaRelationship?: boolean;
}

export const subscriptionDetailsQuery = defineQuery<SubscriptionParam, FoundSubscription>({
  name: "subscription-details",
  key: ({ senderId, recipientId, viaRelationship }) => `${senderId}>${recipientId}${viaRelationship ? "|relationship" : ""}`,
  load: async (get, { senderId, recipientId, viaRelationship }): Promise<FoundSubscription> => {
    const api = get(apiAtom);
    const details = await findSubscription(api, senderId, recipientId);
    if (details || !viaRelationship) return { details, withoutExpiry: false };
    const [relationship] = await getRelationships(api, [recipientId]);
    return { details: null, withoutExpiry: relationship?.subscription_to === true };
  },
  parse: (raw) => {
    const found = raw as FoundSubscription;
    expectShape(typeof raw === "object" && raw !== null && typeof found.withoutExpiry === "boolean", "subscription");
    expectShape(found.details === null || typeof found.details?.expires_at === "string", "subscription");
    return found;
  },
  staleAfter: STALE_AFTER.short,
});

export type DetailsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; error: unknown }
  /** `details` null: "subscription not found", i.e. not subscribed unless `withoutExpiry`. */
  | { status: "ready"; details: SubscriptionDetails | null; withoutExpiry: boolean };

/** The sender's subscription to the recipient; nothing is asked while the sender is unknown. */
export function useSubscriptionDetails(senderId: string | null, recipientId: string, viaRelationship = false) {
  const store = useStore();
  const param: SubscriptionParam | null = senderId ? { senderId, recipientId, viaRelationship } : null;
  const query = useQuery(subscriptionDetailsQuery, param);
  let state: DetailsState = { status: "idle" };
  if (query.data) state = { status: "ready", details: query.data.details, withoutExpiry: query.data.withoutExpiry };
  else if (query.status === "error") state = { status: "error", error: query.error };
  else if (param) state = { status: "loading" };

  /** Adopts an answer the server already gave (a grant returns the new details). */
  const adopt = useCallback(
    (details: SubscriptionDetails) => {
      if (senderId) store.set(subscriptionDetailsQuery.updateAtom, { senderId, recipientId, viaRelationship }, () => ({ details, withoutExpiry: false }));
    },
    [store, senderId, recipientId, viaRelationship],
  );
  return { state, refresh: query.refresh, adopt };
}
