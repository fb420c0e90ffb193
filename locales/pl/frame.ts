import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Polubione wpisy",
    messages: "Wiadomości prywatne",
    groups: "Grupy",
    adminAccounts: "Konta lokalne",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
