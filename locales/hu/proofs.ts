import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Kriptográfiai kulcs összekapcsolása",
  intro: "Bizonyítsd, hogy egy ed25519-kulcs a tiéd: írj alá vele egy üzenetet. Ezután a kulcs megjelenik a profilodon.",
  step1: "1. lépés: a nyilvános kulcsod",
  tool: "Aláíró eszköz",
  createKey: "Hozz létre egy kulcsot, és írasd ki a nyilvános kulcsot:",
  publicKey: "Nyilvános kulcs",
  publicKeyHint: "Illeszd be a nyilvános kulcs fájlját, vagy csak annak második sorát.",
  invalidKey: "Ez nem minisign vagy signify ed25519 nyilvános kulcs.",
  generate: "Üzenet létrehozása",
  didMismatch: "A szerver egy másik kulcsra válaszolt. Semmi sem lett aláírva; próbáld újra.",
  step2: "2. lépés: az üzenet aláírása",
  message: "Aláírandó üzenet",
  signCommand: "Aláírás ezzel a paranccsal:",
  signature: "Aláírás",
  signatureHint: "Illeszd be az aláírásfájlt, vagy csak annak második sorát.",
  invalidSignature: "Ez nem minisign vagy signify aláírás.",
  prehashed: "Ez az aláírás az üzenet hasítóértékéből készült. Írd alá a fenti paranccsal (a minisignhoz -l kell).",
  mismatch: "Az aláírás nem egyezik ezzel a kulccsal és üzenettel. Ellenőrizd, hogy a fenti üzenetet az 1. lépésben megadott kulccsal írtad-e alá.",
  submit: "Beküldés",
  startOver: "Újrakezdés",
  linked: "Kulcs összekapcsolva",
  ethereumTitle: "Ethereum-cím összekapcsolása",
  ethereumIntro: "Írj alá egy üzenetet az Ethereum-tárcáddal, hogy a címe megjelenjen a profilodon.",
  ethereumButton: "Ethereum-cím összekapcsolása",
  walletNotDetected: "Nem található Ethereum-tárca",
  ethereumLinked: "Ethereum-cím összekapcsolva",
  renewVerification: "Ellenőrzés megújítása",
  claimCheck: {
    meaning: "A tárcád arra kér, hogy írd alá ezt a nyilatkozatot: a(z) {account} fiók és a(z) {address} Ethereum-cím ugyanahhoz a személyhez tartozik. Csak akkor írd alá, ha mindkettő a tiéd.",
    openWallet: "Tárca megnyitása",
    unreadable: "A szerver olyan nyilatkozat aláírását kérte, amelyet ez az alkalmazás nem tud elolvasni, ezért semmi sem lett aláírva.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
