import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Všečkane objave",
    messages: "Neposredna sporočila",
    groups: "Skupine",
    adminAccounts: "Lokalni računi",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
