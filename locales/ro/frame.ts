import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Postări apreciate",
    messages: "Mesaje directe",
    groups: "Grupuri",
    adminAccounts: "Conturi locale",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
