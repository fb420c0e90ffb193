import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Messaggi diretti",
  empty: "Ancora nessun messaggio diretto",
  with: "Con {names}",
  onlyYou: "Solo tu",
  unread: "Da leggere",
  reply: "Rispondi",
  replyTo: "Rispondi a {names}",
  send: "Invia",
  sending: "Invio…",
  sent: "Messaggio inviato",
  showMore: "Mostra altre conversazioni",
  openThread: "Apri la conversazione",
} satisfies NamespaceTranslation<"messages">;

export default messages;
