import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Mensagens diretas",
  empty: "Nenhuma mensagem direta ainda",
  with: "Com {names}",
  onlyYou: "Só você",
  unread: "Não lida",
  reply: "Responder",
  replyTo: "Responder a {names}",
  send: "Enviar",
  sending: "Enviando…",
  sent: "Mensagem enviada",
  showMore: "Mostrar mais conversas",
  openThread: "Abrir a conversa",
} satisfies NamespaceTranslation<"messages">;

export default messages;
