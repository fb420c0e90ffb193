import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Sneltoetsen",
  then: "dan",
  next: "Volgend bericht",
  previous: "Vorig bericht",
  open: "Bericht openen",
  reply: "Beantwoorden",
  like: "Vind ik leuk",
  repost: "Delen",
  menu: "Meer acties",
  compose: "Nieuw bericht",
  search: "Zoeken",
  home: "Naar start",
  notifications: "Naar meldingen",
  help: "Deze lijst tonen",
  turnOff: "Je kunt sneltoetsen uitzetten in Instellingen.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
