import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Понравившиеся посты",
    messages: "Личные сообщения",
    groups: "Группы",
    adminAccounts: "Локальные аккаунты",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
