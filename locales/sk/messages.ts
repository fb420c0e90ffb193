import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Priame správy",
  empty: "Zatiaľ žiadne priame správy",
  with: "S {names}",
  onlyYou: "Len vy",
  unread: "Neprečítané",
  reply: "Odpovedať",
  replyTo: "Odpoveď pre {names}",
  send: "Odoslať",
  sending: "Odosiela sa…",
  sent: "Správa odoslaná",
  showMore: "Zobraziť ďalšie konverzácie",
  openThread: "Otvoriť konverzáciu",
} satisfies NamespaceTranslation<"messages">;

export default messages;
