import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Direktmeddelanden",
  empty: "Inga direktmeddelanden ännu",
  with: "Med {names}",
  onlyYou: "Bara du",
  unread: "Oläst",
  reply: "Svara",
  replyTo: "Svara till {names}",
  send: "Skicka",
  sending: "Skickar…",
  sent: "Meddelandet skickat",
  showMore: "Visa fler konversationer",
  openThread: "Öppna konversationen",
} satisfies NamespaceTranslation<"messages">;

export default messages;
