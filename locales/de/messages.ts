import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Direktnachrichten",
  empty: "Noch keine Direktnachrichten",
  with: "Mit {names}",
  onlyYou: "Nur du",
  unread: "Ungelesen",
  reply: "Antworten",
  replyTo: "Antwort an {names}",
  send: "Senden",
  sending: "Wird gesendet …",
  sent: "Nachricht gesendet",
  showMore: "Weitere Unterhaltungen anzeigen",
  openThread: "Unterhaltung öffnen",
} satisfies NamespaceTranslation<"messages">;

export default messages;
