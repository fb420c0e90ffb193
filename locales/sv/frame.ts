import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Gillade inlägg",
    messages: "Direktmeddelanden",
    groups: "Grupper",
    adminAccounts: "Lokala konton",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
