import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Dokončuje sa prihlásenie…",
    invalidName: "To nie je názov servera. Napíšte jeho názov, napríklad example.social, alebo svoju adresu, napríklad @vy@example.social.",
    unknownServer: "Pod týmto názvom neodpovedal žiadny server. Skontrolujte pravopis; ak je správny, tento klient sa k nemu možno nesmie pripojiť.",
    notMastodon: "Tento server neponúka API kompatibilné s Mastodonom, takže sa k nemu odtiaľto prihlásiť nemôžete.",
    registrationRefused: "Server odmietol zaregistrovať túto aplikáciu, takže sa k nemu odtiaľto prihlásiť nemôžete.",
    denied: "Tejto aplikácii ste nepovolili používať váš účet. Nič sa nezmenilo.",
    stateMismatch: "Táto odpoveď nepatrí k žiadnemu prihláseniu začatému tu (môže byť stará alebo z inej stránky). Začnite, prosím, znova.",
    codeRefused: "Server prihlásenie neprijal. Skúste to, prosím, znova.",
    network: "Server nie je dostupný. Skontrolujte pripojenie a skúste to znova.",
    serverSaid: "Server odpovedal: {message}",
    failedTitle: "Prihlásenie sa nedokončilo",
    tryAgain: "Skúsiť znova",
  },
  switchTo: "Prepnúť na {name} ({handle})",
  add: "Pridať účet",
  addTitle: "Pridať účet",
  addIntro: "Prihláste sa ďalším účtom. V doterajších účtoch zostanete prihlásení a môžete medzi nimi prepínať v ponuke účtov.",
  signOutOf: "Odhlásiť {handle}",
  switchFailed: "Na {handle} sa nepodarilo prepnúť: {message}",
  continueAs: "Pokračovať ako",
  continueAsName: "Pokračovať ako {name} ({handle})",
  switchRefused: "{handle} tu už nie je prihlásený: jeho server odmietol uložené prihlásenie, preto bol odstránený z tohto zoznamu. Ak ho chcete používať, prihláste sa znova.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
