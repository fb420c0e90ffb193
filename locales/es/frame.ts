import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Publicaciones que te gustan",
    messages: "Mensajes directos",
    groups: "Grupos",
    adminAccounts: "Cuentas locales",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
