import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Skróty klawiszowe",
  then: "potem",
  next: "Następny wpis",
  previous: "Poprzedni wpis",
  open: "Otwórz wpis",
  reply: "Odpowiedz",
  like: "Polub",
  repost: "Udostępnij",
  menu: "Więcej działań",
  compose: "Nowy wpis",
  search: "Szukaj",
  home: "Przejdź do strony głównej",
  notifications: "Przejdź do powiadomień",
  help: "Pokaż tę listę",
  turnOff: "Skróty klawiszowe możesz wyłączyć w Ustawieniach.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
