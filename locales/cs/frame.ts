import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Oblíbené příspěvky",
    messages: "Přímé zprávy",
    groups: "Skupiny",
    adminAccounts: "Místní účty",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
