import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Nem sikerült elérni a szervert. Ellenőrizd a kapcsolatot, és próbáld újra.",
  requestTooLarge: "A kérés törzse túl nagy.",
  unknown: "Hiba történt. Próbáld újra.",
  sessionExpired: "A munkamenet lejárt. Jelentkezz be újra.",
  notAuthenticated: "Előbb be kell jelentkezned.",
  tooManyRequests: "Túl sok kérés. Várj egy kicsit, majd próbáld újra.",
  permission: "Ehhez nincs jogosultságod.",
  loadFailed: "Nem sikerült betölteni az oldalt: {message}",
  appFailed: "Az alkalmazás nem tudott elindulni: {message}",
  servers: {
    profileNotSaved: "A szerver nem mentette a profilt: a visszaküldött fiókban nem látszik a változás.",
  },
  configNotSaved:
    "A beállítások ezen az eszközön mentve lettek, és a fiókodba is mentődnek, amint a szerver válaszol. Még nincs mentve: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
