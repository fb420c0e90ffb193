import { useStore } from "jotai";
import { useCallback } from "react";
import type { SubscriptionDetails } from "../../api/types";
import { useQuery } from "../../state/query";
import { subscriptionDetailsQuery, type SubscriptionParam } from "./subscription-queries";

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
  const { refresh } = query;
  let state: DetailsState = { status: "idle" };
  if (query.data) state = { status: "ready", details: query.data.details, withoutExpiry: query.data.withoutExpiry };
  else if (query.status === "error") state = { status: "error", error: query.error };
  else if (param) state = { status: "loading" };

  const key = param && subscriptionDetailsQuery.key(param);
  /** Adopts an answer the server already gave (a grant returns the new details). */
  const adopt = useCallback(
    (details: SubscriptionDetails) => {
      if (key && senderId) store.set(subscriptionDetailsQuery.updateAtom, { senderId, recipientId, viaRelationship }, () => ({ details, withoutExpiry: false }));
    },
    [store, key, senderId, recipientId, viaRelationship],
  );
  return { state, refresh, adopt };
}
