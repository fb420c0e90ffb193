import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Messages directs",
  empty: "Aucun message direct pour l’instant",
  with: "Avec {names}",
  onlyYou: "Vous seul",
  unread: "Non lu",
  reply: "Répondre",
  replyTo: "Répondre à {names}",
  send: "Envoyer",
  sending: "Envoi…",
  sent: "Message envoyé",
  showMore: "Afficher plus de conversations",
  openThread: "Ouvrir la conversation",
} satisfies NamespaceTranslation<"messages">;

export default messages;
