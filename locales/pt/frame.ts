import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Publicações de que gosta",
    messages: "Mensagens diretas",
    groups: "Grupos",
    adminAccounts: "Contas locais",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
