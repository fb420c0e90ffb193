import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Mesaje directe",
  empty: "Încă nu ai mesaje directe",
  with: "Cu {names}",
  onlyYou: "Doar tu",
  unread: "Necitit",
  reply: "Răspunde",
  replyTo: "Răspunde către {names}",
  send: "Trimite",
  sending: "Se trimite…",
  sent: "Mesaj trimis",
  showMore: "Arată mai multe conversații",
  openThread: "Deschide conversația",
} satisfies NamespaceTranslation<"messages">;

export default messages;
