import { useSetAtom } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { InvoiceRequest } from "../../api/endpoints/subscriptions";
import { useQuery } from "../../state/query";
import { cancelInvoiceAtom, createInvoiceAtom, invoiceQuery, restoreInvoiceAtom } from "./invoice-actions";
import { forgetInvoiceId, invoiceIdFromQuery, loadInvoiceId, saveInvoiceId } from "./invoice-storage";
import { INVOICE_POLL_MS, keepsPolling } from "./invoice-status";
import { preloadInvoicePanel } from "./invoice-panel-loader";

/**
 * The invoice on the subscription page: restored from `?invoice_id` or local storage, refreshed every 10 s until it
 * is completed, created, cancelled and dismissed. `payerId` null (a visitor not yet known) gets back only the
 * invoice this browser opened; one named in a link comes back once the payer is known and is its sender.
 */
export function useInvoice(recipientId: string, payerId: string | null) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  // Which invoice shows; its data is the invoice query's.
  const [shownId, setShownId] = useState<string | null>(null);
  // Only what the page was opened with: later query changes come from this hook itself.
  const [openedWith] = useState(search);
  const restore = useSetAtom(restoreInvoiceAtom);
  const createOne = useSetAtom(createInvoiceAtom);
  const cancelOne = useSetAtom(cancelInvoiceAtom);
  const { data, refresh } = useQuery(invoiceQuery, shownId);
  const invoice = shownId !== null && data?.id === shownId ? data : null;

  useEffect(() => {
    const stored = loadInvoiceId(recipientId);
    const id = invoiceIdFromQuery(openedWith) ?? stored;
    if (!id) return;
    // The panel downloads while the invoice is asked for.
    preloadInvoicePanel();
    let live = true;
    const fromQuery = invoiceIdFromQuery(openedWith) === id;
    restore({ invoiceId: id, senderId: payerId, recipientId, openedHere: id === stored }).then(
      (restored) => {
        if (!live) return;
        if (restored.kind === "restored") {
          setShownId((current) => current ?? id);
          return;
        }
        if (stored === id) forgetInvoiceId(recipientId);
        // A finished (or deleted) invoice leaves the address too, so a reload does not ask for it again.
        if (restored.kind === "gone" && fromQuery) navigate(path, { replace: true });
      },
      () => undefined, // unreachable server: the page still works, the invoice just is not shown
    );
    return () => {
      live = false;
    };
  }, [restore, recipientId, payerId, openedWith, navigate, path]);

  const status = invoice?.status;
  useEffect(() => {
    if (!status || !keepsPolling(status)) return;
    const timer = setInterval(() => {
      // No point asking while nobody looks; the next tick after the tab returns catches up. A failed refresh keeps
      // the invoice shown and is tried again on the next tick.
      if (typeof document !== "undefined" && document.visibilityState === "hidden") return;
      void refresh();
    }, INVOICE_POLL_MS);
    return () => clearInterval(timer);
  }, [status, refresh]);

  const create = useCallback(
    async (request: InvoiceRequest) => {
      const created = await createOne(request);
      setShownId(created.id);
      saveInvoiceId(recipientId, created.id);
      navigate(`${path}?invoice_id=${encodeURIComponent(created.id)}`, { replace: true });
    },
    [createOne, recipientId, path, navigate],
  );

  const close = useCallback(() => {
    setShownId(null);
    forgetInvoiceId(recipientId);
    navigate(path, { replace: true });
  }, [recipientId, path, navigate]);

  const id = invoice?.id;
  const cancel = useCallback(async () => {
    if (!id) return;
    await cancelOne(id);
    close();
  }, [cancelOne, id, close]);

  return { invoice, create, cancel, close };
}
