import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Особисті повідомлення",
  empty: "Особистих повідомлень поки немає",
  with: "З {names}",
  onlyYou: "Лише ви",
  unread: "Непрочитане",
  reply: "Відповісти",
  replyTo: "Відповідь для {names}",
  send: "Надіслати",
  sending: "Надсилання…",
  sent: "Повідомлення надіслано",
  showMore: "Показати більше розмов",
  openThread: "Відкрити розмову",
} satisfies NamespaceTranslation<"messages">;

export default messages;
