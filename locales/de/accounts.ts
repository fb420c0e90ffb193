import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Anmeldung wird abgeschlossen …",
    invalidName: "Das ist kein Servername. Gib seinen Namen ein, etwa example.social, oder dein Handle, etwa @du@example.social.",
    unknownServer: "Unter diesem Namen hat kein Server geantwortet. Prüfe die Schreibweise; stimmt sie, darf sich dieser Client vielleicht nicht mit ihm verbinden.",
    notMastodon: "Dieser Server bietet keine Mastodon-kompatible API, daher kannst du dich von hier aus nicht bei ihm anmelden.",
    registrationRefused: "Der Server hat die Registrierung dieser App abgelehnt, daher kannst du dich von hier aus nicht bei ihm anmelden.",
    denied: "Du hast dieser App den Zugriff auf dein Konto nicht erlaubt. Es wurde nichts geändert.",
    stateMismatch: "Diese Antwort passt zu keiner hier begonnenen Anmeldung (sie ist vielleicht alt oder stammt von einer anderen Seite). Bitte beginne von vorn.",
    codeRefused: "Der Server hat die Anmeldung nicht angenommen. Bitte versuche es erneut.",
    network: "Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.",
    serverSaid: "Der Server meldete: {message}",
    failedTitle: "Die Anmeldung wurde nicht abgeschlossen",
    tryAgain: "Erneut versuchen",
  },
  switchTo: "Zu {name} ({handle}) wechseln",
  add: "Konto hinzufügen",
  addTitle: "Konto hinzufügen",
  addIntro: "Melde dich mit einem weiteren Konto an. Deine bisherigen Konten bleiben angemeldet, und du kannst im Kontomenü zwischen ihnen wechseln.",
  signOutOf: "Von {handle} abmelden",
  switchFailed: "Wechsel zu {handle} fehlgeschlagen: {message}",
  continueAs: "Weiter als",
  continueAsName: "Weiter als {name} ({handle})",
  switchRefused: "{handle} ist hier nicht mehr angemeldet: Der Server hat die gespeicherte Anmeldung abgelehnt, daher wurde das Konto aus dieser Liste entfernt. Melde dich erneut an, um es zu verwenden.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
