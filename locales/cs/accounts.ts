import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Dokončuje se přihlášení…",
    invalidName: "To není název serveru. Napište jeho název, například example.social, nebo svou adresu, například @vy@example.social.",
    unknownServer: "Pod tímto názvem neodpověděl žádný server. Zkontrolujte pravopis; pokud je správně, tento klient se k němu možná nesmí připojit.",
    notMastodon: "Tento server nenabízí API kompatibilní s Mastodonem, takže se k němu odsud přihlásit nemůžete.",
    registrationRefused: "Server odmítl tuto aplikaci zaregistrovat, takže se k němu odsud přihlásit nemůžete.",
    denied: "Této aplikaci jste nepovolili používat váš účet. Nic se nezměnilo.",
    stateMismatch: "Tato odpověď nepatří k žádnému přihlášení zahájenému tady (může být stará nebo z jiné stránky). Začněte prosím znovu.",
    codeRefused: "Server přihlášení nepřijal. Zkuste to prosím znovu.",
    network: "Server není dostupný. Zkontrolujte připojení a zkuste to znovu.",
    serverSaid: "Server odpověděl: {message}",
    failedTitle: "Přihlášení se nedokončilo",
    tryAgain: "Zkusit znovu",
  },
  switchTo: "Přepnout na {name} ({handle})",
  add: "Přidat účet",
  addTitle: "Přidat účet",
  addIntro: "Přihlaste se dalším účtem. Ve stávajících účtech zůstanete přihlášeni a můžete mezi nimi přepínat v nabídce účtů.",
  signOutOf: "Odhlásit {handle}",
  switchFailed: "Na {handle} se nepodařilo přepnout: {message}",
  continueAs: "Pokračovat jako",
  continueAsName: "Pokračovat jako {name} ({handle})",
  switchRefused: "{handle} už tu není přihlášen: jeho server odmítl uložené přihlášení, proto byl odebrán z tohoto seznamu. Chcete-li ho používat, přihlaste se znovu.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
