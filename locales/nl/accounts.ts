import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Inloggen wordt afgerond…",
    invalidName: "Dat is geen servernaam. Typ de naam, zoals example.social, of je handle, zoals @jij@example.social.",
    unknownServer: "Er antwoordde geen server op die naam. Controleer de spelling; klopt die, dan mag deze client er misschien geen verbinding mee maken.",
    notMastodon: "Die server biedt geen Mastodon-compatibele API, dus je kunt er hiervandaan niet op inloggen.",
    registrationRefused: "De server weigerde deze app te registreren, dus je kunt er hiervandaan niet op inloggen.",
    denied: "Je hebt deze app geen toegang tot je account gegeven. Er is niets veranderd.",
    stateMismatch: "Dit antwoord hoort bij geen enkele hier gestarte aanmelding (het is misschien oud of komt van een andere pagina). Begin opnieuw.",
    codeRefused: "De server heeft de aanmelding niet aanvaard. Probeer het opnieuw.",
    network: "De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.",
    serverSaid: "De server meldde: {message}",
    failedTitle: "Inloggen is niet afgerond",
    tryAgain: "Opnieuw proberen",
  },
  switchTo: "Overschakelen naar {name} ({handle})",
  add: "Account toevoegen",
  addTitle: "Account toevoegen",
  addIntro: "Log in met nog een account. Je blijft ingelogd op de accounts die je al hebt en wisselt ertussen via het accountmenu.",
  signOutOf: "Uitloggen bij {handle}",
  switchFailed: "Overschakelen naar {handle} mislukt: {message}",
  continueAs: "Doorgaan als",
  continueAsName: "Doorgaan als {name} ({handle})",
  switchRefused: "{handle} is hier niet meer aangemeld: de server heeft de bewaarde aanmelding geweigerd, dus is het uit deze lijst gehaald. Meld je opnieuw aan om het te gebruiken.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
