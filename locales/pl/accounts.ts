import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Kończenie logowania…",
    invalidName: "To nie jest nazwa serwera. Wpisz jego nazwę, np. example.social, albo swój identyfikator, np. @ty@example.social.",
    unknownServer: "Pod tą nazwą nie odpowiedział żaden serwer. Sprawdź pisownię; jeśli jest poprawna, ten klient może nie mieć pozwolenia na połączenie z nim.",
    notMastodon: "Ten serwer nie udostępnia API zgodnego z Mastodonem, więc nie możesz się na nim stąd zalogować.",
    registrationRefused: "Serwer odmówił zarejestrowania tej aplikacji, więc nie możesz się na nim stąd zalogować.",
    denied: "Nie zezwolono tej aplikacji na korzystanie z Twojego konta. Nic nie zostało zmienione.",
    stateMismatch: "Ta odpowiedź nie pasuje do żadnego logowania rozpoczętego tutaj (może być stara albo pochodzić z innej strony). Zacznij od nowa.",
    codeRefused: "Serwer nie przyjął logowania. Spróbuj ponownie.",
    network: "Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.",
    serverSaid: "Serwer odpowiedział: {message}",
    failedTitle: "Logowanie nie zostało ukończone",
    tryAgain: "Spróbuj ponownie",
  },
  switchTo: "Przełącz na {name} ({handle})",
  add: "Dodaj konto",
  addTitle: "Dodaj konto",
  addIntro: "Zaloguj się na kolejne konto. Pozostaniesz zalogowany na dotychczasowych i możesz przełączać się między nimi w menu kont.",
  signOutOf: "Wyloguj z {handle}",
  switchFailed: "Nie udało się przełączyć na {handle}: {message}",
  continueAs: "Kontynuuj jako",
  continueAsName: "Kontynuuj jako {name} ({handle})",
  switchRefused: "{handle} nie jest już tu zalogowane: jego serwer odrzucił zapisane logowanie, więc usunięto je z tej listy. Zaloguj się ponownie, aby z niego korzystać.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
