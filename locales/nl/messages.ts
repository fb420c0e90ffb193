import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Privéberichten",
  empty: "Nog geen privéberichten",
  with: "Met {names}",
  onlyYou: "Alleen jij",
  unread: "Ongelezen",
  reply: "Beantwoorden",
  replyTo: "Antwoord aan {names}",
  send: "Versturen",
  sending: "Bezig met versturen…",
  sent: "Bericht verstuurd",
  showMore: "Meer gesprekken tonen",
  openThread: "Gesprek openen",
} satisfies NamespaceTranslation<"messages">;

export default messages;
