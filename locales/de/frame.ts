import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Gefällt mir",
    messages: "Direktnachrichten",
    groups: "Gruppen",
    adminAccounts: "Lokale Konten",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
