import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Личные сообщения",
  empty: "Личных сообщений пока нет",
  with: "С {names}",
  onlyYou: "Только вы",
  unread: "Не прочитано",
  reply: "Ответить",
  replyTo: "Ответ для {names}",
  send: "Отправить",
  sending: "Отправка…",
  sent: "Сообщение отправлено",
  showMore: "Показать ещё обсуждения",
  openThread: "Открыть обсуждение",
} satisfies NamespaceTranslation<"messages">;

export default messages;
