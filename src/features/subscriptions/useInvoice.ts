import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { cancelInvoice, createInvoice, getInvoice, type InvoiceRequest } from "../../api/endpoints/subscriptions";
import type { Invoice } from "../../api/types";
import { apiAtom } from "../../state/session";
import { restoreInvoice } from "./actions";
import { forgetInvoiceId, invoiceIdFromQuery, loadInvoiceId, saveInvoiceId } from "./invoice-storage";
import { INVOICE_POLL_MS, keepsPolling } from "./invoice-status";

/**
 * The invoice on the subscription page: restored from `?invoice_id` or local storage, polled every 10 s until it
 * is completed, created, cancelled and dismissed. `payerId` null (a visitor not yet known) gets back only the
 * invoice this browser opened; one named in a link comes back once the payer is known and is its sender.
 */
export function useInvoice(recipientId: string, payerId: string | null) {
  const api = useAtomValue(apiAtom);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  // Only what the page was opened with: later query changes come from this hook itself.
  const [openedWith] = useState(search);

  useEffect(() => {
    const stored = loadInvoiceId(recipientId);
    const id = invoiceIdFromQuery(openedWith) ?? stored;
    if (!id) return;
    let live = true;
    const fromQuery = invoiceIdFromQuery(openedWith) === id;
    restoreInvoice(api, id, payerId, recipientId, id === stored).then(
      (restored) => {
        if (!live) return;
        if (restored.kind === "restored") {
          setInvoice((current) => current ?? restored.invoice);
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
  }, [api, recipientId, payerId, openedWith, navigate, path]);

  const id = invoice?.id;
  const status = invoice?.status;
  useEffect(() => {
    if (!id || !status || !keepsPolling(status)) return;
    const timer = setInterval(() => {
      // No point asking while nobody looks; the next tick after the tab returns catches up.
      if (typeof document !== "undefined" && document.visibilityState === "hidden") return;
      getInvoice(api, id).then(
        (fresh) => setInvoice((current) => (current?.id === fresh.id ? fresh : current)),
        () => undefined, // a failed poll is retried on the next tick
      );
    }, INVOICE_POLL_MS);
    return () => clearInterval(timer);
  }, [api, id, status]);

  const create = useCallback(
    async (request: InvoiceRequest) => {
      const created = await createInvoice(api, request);
      setInvoice(created);
      saveInvoiceId(recipientId, created.id);
      navigate(`${path}?invoice_id=${encodeURIComponent(created.id)}`, { replace: true });
    },
    [api, recipientId, path, navigate],
  );

  const close = useCallback(() => {
    setInvoice(null);
    forgetInvoiceId(recipientId);
    navigate(path, { replace: true });
  }, [recipientId, path, navigate]);

  const cancel = useCallback(async () => {
    if (!id) return;
    await cancelInvoice(api, id);
    close();
  }, [api, id, close]);

  return { invoice, create, cancel, close };
}
