import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Вподобані дописи",
    messages: "Особисті повідомлення",
    groups: "Групи",
    adminAccounts: "Локальні облікові записи",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
