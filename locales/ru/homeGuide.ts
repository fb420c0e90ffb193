import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "На главной — посты тех, на кого вы подписаны. Пока здесь пусто: подпишитесь на несколько человек или начните с публичных лент.",
  local: "посты всех пользователей {instance}",
  federated: "публичные посты с других серверов, на которые подписаны здешние пользователи",
  suggestions: "На кого подписаться",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
