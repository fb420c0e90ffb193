import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import type { Account } from "../../api/types";
import { RichContent } from "../../entities/content/RichContent";
import { isRemote } from "../../lib/account";
import { monthlyFromPrice } from "../../lib/monero";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { accountQuery } from "../../state/accounts";
import { useQuery } from "../../state/query";
import { currentUserAtom, instanceAtom, isAuthenticatedAtom } from "../../state/session";
import { FindProfileForm } from "./FindProfileForm";
import type { InvoicePanelProps } from "./InvoicePanel";
import { loadInvoicePanel, preloadInvoicePanel } from "./invoice-panel-loader";
import { OfferSummary } from "./OfferSummary";
import { Participants } from "./Participants";
import { PaymentForm } from "./PaymentForm";
import { subscriptionState } from "./subscription-state";
import { chainDescription, offerMinimum, recipientOffer } from "./subscription-option";
import { useInvoice } from "./useInvoice";
import { useSubscriptionDetails } from "./subscription-queries";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import "../../state/ns/subscriptions";

/** The invoice panel (address, QR code, payment request) on demand; a download that fails says so and can be tried again, the invoice stays. */
function LazyInvoicePanel(props: InvoicePanelProps) {
  const LL = useLL();
  const [Panel, setPanel] = useState(() => lazy(loadInvoicePanel));
  const failed = (
    <div className="error-box" role="alert">
      <p>{LL.subscriptions.invoiceNotLoaded()}</p>
      <button type="button" className="button" onClick={() => setPanel(() => lazy(loadInvoicePanel))}>
        {LL.common.retry()}
      </button>
    </div>
  );
  return (
    <ErrorBoundary resetKey={Panel} fallback={failed}>
      <Suspense fallback={<p className="hint" role="status">{LL.subscriptions.loading()}</p>}>
        <Panel {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Paying for a subscription to `recipient` with Monero. */
export function SubscriptionPage({ recipient }: { recipient: Account }) {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [found, setFound] = useState<Account | null>(null);
  const payer: Account | null = (signedIn ? user : null) ?? found;
  const { invoice, create, cancel, close } = useInvoice(recipient.id, payer?.id ?? null);
  // A visitor coming back to an invoice this browser opened: it names the payer, so they need not search again.
  const senderId = payer ? null : (invoice?.sender_id ?? null);
  const sender = useQuery(accountQuery, senderId ? { id: senderId } : null).data;
  useEffect(() => {
    if (senderId && sender?.id === senderId) setFound(sender);
  }, [sender, senderId]);
  const own = payer?.id === recipient.id;
  // The form and the invoice take each other's place (and the form the found visitor's search): the focus follows
  // to the one that appears.
  const [focusOn, setFocusOn] = useState<"invoice" | "form" | null>(null);
  const payAs = useCallback((account: Account) => {
    setFound(account);
    setFocusOn("form");
  }, []);

  const offer = useMemo(() => recipientOffer(recipient, instance, signedIn), [recipient, instance, signedIn]);
  const monero = offer.kind === "monero" ? offer : null;
  const monthly = monero ? monthlyFromPrice(monero.price) : 0n;
  const description = monero && chainDescription(monero, recipient, instance);
  // Older servers keep no record of a subscription to a remote recipient; the signed-in payer's relationship does.
  const viaRelationship = signedIn && payer?.id === user?.id && isRemote(recipient);
  const { state: details, refresh } = useSubscriptionDetails(monero && payer && !own ? payer.id : null, recipient.id, viaRelationship);

  const completed = invoice?.status === "completed";
  useEffect(() => {
    if (completed) refresh();
  }, [completed, refresh]);

  const pay = useCallback(
    async (amount: bigint) => {
      if (!monero || !payer) return;
      // The panel that shows the new invoice downloads while the server opens it.
      preloadInvoicePanel();
      try {
        await create({ senderId: payer.id, recipientId: recipient.id, chainId: monero.chainId, amount: Number(amount) });
        setFocusOn("invoice");
      } catch (e) {
        showNotice({ message: LL.subscriptions.invoiceFailed({ message: errorMessage(LL, e) }), kind: "error" });
      }
    },
    [monero, payer, recipient.id, create, showNotice, LL],
  );

  const cancelPayment = useCallback(async () => {
    try {
      await cancel();
      setFocusOn("form");
    } catch (e) {
      showNotice({ message: LL.subscriptions.cancelFailed({ message: errorMessage(LL, e) }), kind: "error" });
    }
  }, [cancel, showNotice, LL]);

  const dismiss = useCallback(() => {
    close();
    setFocusOn("form");
  }, [close]);

  const subscribed = details.status === "ready" && subscriptionState(details.details, Date.now(), details.withoutExpiry) === "active";
  const canPayHere = monero && payer && !own && !invoice && (details.status === "ready" || details.status === "error");
  return (
    <>
      <Participants payer={payer} recipient={recipient} />
      {!payer && <FindProfileForm recipientId={recipient.id} onFound={payAs} />}
      {offer.kind === "none" && <p className="empty">{LL.subscriptions.noSubscriptionInfo()}</p>}
      {offer.kind === "unavailable" && <p className="empty">{LL.subscriptions.notAvailable()}</p>}
      {offer.kind === "unsupported" && (
        <p className="error-box" role="alert">
          {LL.subscriptions.unsupportedType({ type: offer.type })}
        </p>
      )}
      {monero && <OfferSummary monthly={monthly} details={details} />}
      {monero && own && <p className="hint">{LL.subscriptions.ownPage()}</p>}
      {canPayHere && description && <RichContent html={description} className="chain-description" />}
      {canPayHere && <PaymentForm monthly={monthly} minimum={offerMinimum(monero, instance)} subscribed={subscribed} onPay={pay} takeFocus={focusOn === "form"} />}
      {invoice && <LazyInvoicePanel invoice={invoice} recipientAcct={recipient.acct} monthly={monthly} onCancel={cancelPayment} onDismiss={dismiss} takeFocus={focusOn === "invoice"} />}
    </>
  );
}
