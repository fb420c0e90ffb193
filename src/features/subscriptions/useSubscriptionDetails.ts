import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { findSubscription } from "../../api/endpoints/subscriptions";
import type { SubscriptionDetails } from "../../api/types";
import { apiAtom } from "../../state/session";

export type DetailsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; error: unknown }
  /** `details` null: "subscription not found", i.e. not subscribed. */
  | { status: "ready"; details: SubscriptionDetails | null };

/** The sender's subscription to the recipient; nothing is asked while the sender is unknown. */
export function useSubscriptionDetails(senderId: string | null, recipientId: string) {
  const api = useAtomValue(apiAtom);
  const [state, setState] = useState<DetailsState>({ status: "idle" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!senderId) {
      setState({ status: "idle" });
      return;
    }
    let live = true;
    setState((s) => (s.status === "ready" ? s : { status: "loading" }));
    findSubscription(api, senderId, recipientId).then(
      (details) => live && setState({ status: "ready", details }),
      (error: unknown) => live && setState({ status: "error", error }),
    );
    return () => {
      live = false;
    };
  }, [api, senderId, recipientId, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  /** Adopts an answer the server already gave (a grant returns the new details). */
  const adopt = useCallback((details: SubscriptionDetails) => setState({ status: "ready", details }), []);
  return { state, refresh, adopt };
}
