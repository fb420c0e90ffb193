// The invoice panel's module, with its stylesheet ready: fetched when there is an invoice to show or one on its way
// (Pay pressed, or an invoice being restored), never with the page's first screen.
import { cssReady } from "../../lib/css";

export const loadInvoicePanel = () => import("./InvoicePanel").then(async (m) => (await cssReady(), { default: m.InvoicePanel }));

/** Starts the download early; a failure shows where the panel is rendered, with a retry. */
export const preloadInvoicePanel = (): void => void loadInvoicePanel().catch(() => undefined);
