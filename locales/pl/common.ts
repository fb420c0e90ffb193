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
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Serwer przesłał odpowiedź, której ta strona nie potrafi odczytać.",
    refreshFailed: "Nie udało się odświeżyć: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
