import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.",
  requestTooLarge: "Treść żądania jest zbyt duża.",
  unknown: "Coś poszło nie tak. Spróbuj ponownie.",
  sessionExpired: "Sesja wygasła. Zaloguj się ponownie.",
  notAuthenticated: "Najpierw musisz się zalogować.",
  tooManyRequests: "Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.",
  permission: "Nie masz uprawnień do wykonania tej czynności.",
  loadFailed: "Nie udało się wczytać tej strony: {message}",
  appFailed: "Nie udało się uruchomić aplikacji: {message}",
  servers: {
    profileNotSaved: "Serwer nie zapisał profilu: zwrócone konto nie zawiera zmiany.",
  },
  configNotSaved:
    "Ustawienia zapisano na tym urządzeniu i zostaną zapisane na Twoim koncie, gdy serwer odpowie. Jeszcze nie zapisano: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
