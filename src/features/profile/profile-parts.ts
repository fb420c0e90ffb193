// Code only some profiles need: payment options and "Subscribe" (one chunk, payment-parts.ts) and the renewal of an
// identity proof made the old way (own profile). A profile that needs one shows once its code is in (ProfileView
// waits with useProfileParts), so nothing appears in the page after it; the others never download it. Each part is
// loaded once, the way a menu's code is (ui/MenuOnDemand menuModule: with its stylesheet and words, and asked again
// after a failure).
import { useEffect, useState } from "react";
import type { Account } from "../../api/types";
import { hasCoinFields } from "../../entities/account/coin-labels";
import { translationsReady } from "../../state/i18n";
import { menuModule, type MenuModule } from "../../ui/MenuOnDemand";
import { visibleFields } from "./profile-rules";

export const paymentsPart = menuModule(() => import("./payment-parts"), translationsReady);
export const renewProofPart = menuModule(() => import("./RenewProof"), translationsReady);

/** Coin fields or payment options of any kind (links, a subscription). */
export const hasPayments = (account: Account): boolean => hasCoinFields(account.fields) || account.payment_options.length > 0;

/** An identity proof made the old way, on the own profile. */
export const offersRenewal = (account: Account, own: boolean): boolean => own && visibleFields(account).some((f) => f.is_legacy_proof);

/** The part's module when `needed`: at once when it is in, else loaded and given on the render after it arrives. */
export function usePart<M>(part: MenuModule<M>, needed: boolean): M | null {
  const [, arrived] = useState(false);
  useEffect(() => {
    if (needed && !part.module) part.load().then(() => arrived(true), () => undefined);
  }, [part, needed]);
  return needed ? part.module : null;
}

/** Loads the parts this profile needs: `ready` once they are in; a failed download gives `error` and `retry`. */
export function useProfileParts(account: Account | null, own: boolean) {
  const payments = account !== null && hasPayments(account) && !paymentsPart.module;
  const renewal = account !== null && offersRenewal(account, own) && !renewProofPart.module;
  const [error, setError] = useState<unknown>(null);
  const [tries, setTries] = useState(0);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!payments && !renewal) return;
    let live = true;
    Promise.all([payments && paymentsPart.load(), renewal && renewProofPart.load()]).then(
      () => live && arrived((n) => n + 1),
      (e: unknown) => live && setError(e),
    );
    return () => void (live = false);
  }, [payments, renewal, tries]);
  const ready = !payments && !renewal;
  return { ready, error: ready ? null : error, retry: () => (setError(null), setTries((n) => n + 1)) };
}
