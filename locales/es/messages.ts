import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Mensajes directos",
  empty: "Todavía no hay mensajes directos",
  with: "Con {names}",
  onlyYou: "Solo tú",
  unread: "Sin leer",
  reply: "Responder",
  replyTo: "Responder a {names}",
  send: "Enviar",
  sending: "Enviando…",
  sent: "Mensaje enviado",
  showMore: "Mostrar más conversaciones",
  openThread: "Abrir la conversación",
} satisfies NamespaceTranslation<"messages">;

export default messages;
