import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Wiadomości prywatne",
  empty: "Nie ma jeszcze wiadomości prywatnych",
  with: "Z: {names}",
  onlyYou: "Tylko ty",
  unread: "Nieprzeczytane",
  reply: "Odpowiedz",
  replyTo: "Odpowiedź do: {names}",
  send: "Wyślij",
  sending: "Wysyłanie…",
  sent: "Wiadomość wysłana",
  showMore: "Pokaż więcej rozmów",
  openThread: "Otwórz rozmowę",
} satisfies NamespaceTranslation<"messages">;

export default messages;
