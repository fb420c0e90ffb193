import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Wysłane prośby o obserwowanie",
  },
  tracking: {
    follow: "Obserwuj rozmowę",
    unfollow: "Przestań obserwować rozmowę",
    followed: "Dostaniesz powiadomienie o każdej odpowiedzi w tej rozmowie",
    unfollowed: "Nie będziesz już dostawać powiadomień o każdej odpowiedzi w tej rozmowie",
    removeFromGroup: "Usuń z grupy",
    confirmRemove: "Usunąć ten wpis z grupy?",
    removed: "Wpis usunięty z grupy",
  },
  sessions: {
    title: "Sesje",
    hint: "Gdzie jesteś zalogowany. Wyloguj sesje, których nie rozpoznajesz.",
    current: "Ta sesja",
    started: "Zalogowano {date}",
    unknownApp: "Nieznana aplikacja",
    end: "Wyloguj",
    confirmEnd: "Wylogować tę sesję?",
    ended: "Sesja zakończona",
  },
  notifications: {
    policyTitle: "Filtry powiadomień",
    policyHint: "Ustawiane przez serwer na podstawie twoich ustawień wzmianek.",
    forNotFollowing: "Od osób, których nie obserwujesz",
    forNotFollowers: "Od osób, które cię nie obserwują",
    forNewAccounts: "Od kont założonych w ciągu ostatnich 30 dni",
    forPrivateMentions: "Wiadomości prywatne",
    accept: "Pokazywane",
    drop: "Ukrywane",
  },
  requests: {
    title: "Wysłane prośby o obserwowanie",
    none: "Brak oczekujących próśb o obserwowanie",
    cancel: "Anuluj prośbę",
    cancelLabel: "Anuluj prośbę o obserwowanie: {name}",
    cancelled: "Prośba o obserwowanie anulowana",
    inLists: "W twoich własnych kanałach: {lists}",
    inNoLists: "W żadnym z twoich własnych kanałów",
    showLists: "Własne kanały z tym profilem",
  },
  identity: {
    title: "Powiązane tożsamości",
    remove: "Usuń",
    removeLabel: "Usuń {did}",
    confirmRemove: "Usunąć powiązaną tożsamość {did}?",
    removed: "Tożsamość usunięta",
  },
  admin: {
    lastLogin: "Ostatnie logowanie: {date}",
    neverLoggedIn: "Nigdy się nie logował",
    group: "Grupa",
    title: "Konta lokalne",
  },
  accountLists: {
    inList: "W twoim kanale: {title}",
    none: "Nie ma go w żadnym z twoich kanałów",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
