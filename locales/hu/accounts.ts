import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "A bejelentkezés befejezése…",
    invalidName: "Ez nem szervernév. Írd be a nevét, például example.social, vagy a felhasználóneved, például @te@example.social.",
    unknownServer: "Ezen a néven egy szerver sem válaszolt. Ellenőrizd az írásmódot; ha helyes, lehet, hogy ez a kliens nem csatlakozhat hozzá.",
    notMastodon: "Ez a szerver nem kínál Mastodon-kompatibilis API-t, ezért innen nem tudsz bejelentkezni rá.",
    registrationRefused: "A szerver nem engedte regisztrálni ezt az alkalmazást, ezért innen nem tudsz bejelentkezni rá.",
    denied: "Nem engedélyezted, hogy ez az alkalmazás használja a fiókodat. Semmi sem változott.",
    stateMismatch: "Ez a válasz egyetlen itt elkezdett bejelentkezéshez sem tartozik (lehet, hogy régi, vagy másik oldalról jött). Kezdd újra.",
    codeRefused: "A szerver nem fogadta el a bejelentkezést. Próbáld újra.",
    network: "A szerver nem érhető el. Ellenőrizd a kapcsolatot, és próbáld újra.",
    serverSaid: "A szerver válasza: {message}",
    failedTitle: "A bejelentkezés nem fejeződött be",
    tryAgain: "Újrapróbálás",
  },
  switchTo: "Váltás erre: {name} ({handle})",
  add: "Fiók hozzáadása",
  addTitle: "Fiók hozzáadása",
  addIntro: "Jelentkezz be egy további fiókkal. A meglévő fiókjaidban bejelentkezve maradsz, és a fiókmenüben válthatsz közöttük.",
  signOutOf: "Kijelentkezés innen: {handle}",
  switchFailed: "Nem sikerült váltani erre: {handle}: {message}",
  continueAs: "Folytatás mint",
  continueAsName: "Folytatás mint {name} ({handle})",
  switchRefused: "{handle} már nincs itt bejelentkezve: a kiszolgálója elutasította a mentett bejelentkezést, ezért lekerült erről a listáról. Használatához jelentkezz be újra.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
