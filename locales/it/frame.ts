import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Post che ti piacciono",
    messages: "Messaggi diretti",
    groups: "Gruppi",
    adminAccounts: "Account locali",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
