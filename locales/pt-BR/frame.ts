import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Posts curtidos",
    messages: "Mensagens diretas",
    groups: "Grupos",
    adminAccounts: "Contas locais",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
