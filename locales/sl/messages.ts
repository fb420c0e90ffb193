import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Neposredna sporočila",
  empty: "Še ni neposrednih sporočil",
  with: "Z: {names}",
  onlyYou: "Samo vi",
  unread: "Neprebrano",
  reply: "Odgovori",
  replyTo: "Odgovor za: {names}",
  send: "Pošlji",
  sending: "Pošiljanje …",
  sent: "Sporočilo je poslano",
  showMore: "Pokaži več pogovorov",
  openThread: "Odpri pogovor",
} satisfies NamespaceTranslation<"messages">;

export default messages;
