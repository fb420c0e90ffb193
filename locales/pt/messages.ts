import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Mensagens diretas",
  empty: "Ainda não há mensagens diretas",
  with: "Com {names}",
  onlyYou: "Sem outros participantes",
  unread: "Por ler",
  reply: "Responder",
  replyTo: "Responder a {names}",
  send: "Enviar",
  sending: "A enviar…",
  sent: "Mensagem enviada",
  showMore: "Mostrar mais conversas",
  openThread: "Abrir a conversa",
} satisfies NamespaceTranslation<"messages">;

export default messages;
