import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Publications aimées",
    messages: "Messages directs",
    groups: "Groupes",
    adminAccounts: "Comptes locaux",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
