import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Недавние публичные посты",
  show: "Показать недавние публичные посты",
  empty: "Публичных постов пока нет.",
  more: "Больше в локальной ленте",
} satisfies NamespaceTranslation<"landing">;

export default landing;
