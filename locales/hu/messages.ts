import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Közvetlen üzenetek",
  empty: "Még nincsenek közvetlen üzenetek",
  with: "Résztvevők: {names}",
  onlyYou: "Csak te",
  unread: "Olvasatlan",
  reply: "Válasz",
  replyTo: "Válasz neki: {names}",
  send: "Küldés",
  sending: "Küldés…",
  sent: "Üzenet elküldve",
  showMore: "További beszélgetések",
  openThread: "Beszélgetés megnyitása",
} satisfies NamespaceTranslation<"messages">;

export default messages;
