import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Obľúbené príspevky",
    messages: "Priame správy",
    groups: "Skupiny",
    adminAccounts: "Miestne účty",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
