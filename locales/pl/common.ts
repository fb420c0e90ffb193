import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Wczytywanie…",
  cancel: "Anuluj",
  ok: "OK",
  save: "Zapisz",
  saving: "Zapisywanie…",
  close: "Zamknij",
  retry: "Spróbuj ponownie",
  remove: "Usuń",
  showMore: "Pokaż więcej",
  confirm: "Potwierdź",
  back: "Wstecz",
  defaultAvatar: "Domyślny awatar",
  avatarOf: "Awatar użytkownika {name}",
  language: "Język",
  themeToLight: "Przełącz na jasny motyw",
  themeToDark: "Przełącz na ciemny motyw",
  notShown: {
    post: "Nie można wyświetlić tego wpisu",
    notification: "Nie można wyświetlić tego powiadomienia",
    account: "Nie można wyświetlić tego profilu",
  },
  live: {
    unreadTitle: "({count}) {title}",
    offline: "Jesteś offline. Wpisy mogą być nieaktualne, a działania nie powiodą się, dopóki połączenie nie wróci.",
    offlineCopy: "Zapisana kopia: tylko do odczytu, dopóki połączenie nie wróci.",
    newVersion: "Dostępna jest nowa wersja Mitry.",
    reload: "Odśwież",
  },
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Serwer przesłał odpowiedź, której ta strona nie potrafi odczytać.",
    refreshFailed: "Nie udało się odświeżyć: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
