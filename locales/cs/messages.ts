import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "Přímé zprávy",
  empty: "Zatím žádné přímé zprávy",
  with: "S {names}",
  onlyYou: "Jen vy",
  unread: "Nepřečteno",
  reply: "Odpovědět",
  replyTo: "Odpověď pro {names}",
  send: "Odeslat",
  sending: "Odesílání…",
  sent: "Zpráva odeslána",
  showMore: "Zobrazit další konverzace",
  openThread: "Otevřít konverzaci",
} satisfies NamespaceTranslation<"messages">;

export default messages;
