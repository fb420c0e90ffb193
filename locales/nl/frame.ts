import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Leuk gevonden berichten",
    messages: "Privéberichten",
    groups: "Groepen",
    adminAccounts: "Lokale accounts",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
