import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Prepojiť kryptografický kľúč",
  intro: "Preukážte, že vlastníte kľúč ed25519, tým, že ním podpíšete správu. Kľúč sa potom zobrazí na vašom profile.",
  step1: "Krok 1: váš verejný kľúč",
  tool: "Nástroj na podpisovanie",
  createKey: "Vytvorte kľúč a vypíšte verejný kľúč:",
  publicKey: "Verejný kľúč",
  publicKeyHint: "Vložte obsah súboru s verejným kľúčom alebo len jeho druhý riadok.",
  invalidKey: "Toto nie je verejný kľúč ed25519 vo formáte minisign ani signify.",
  generate: "Vygenerovať správu",
  didMismatch: "Server odpovedal pre iný kľúč. Nič nebolo podpísané; skúste to znova.",
  step2: "Krok 2: podpíšte správu",
  message: "Správa na podpísanie",
  signCommand: "Podpíšte ju príkazom:",
  signature: "Podpis",
  signatureHint: "Vložte obsah súboru s podpisom alebo len jeho druhý riadok.",
  invalidSignature: "Toto nie je podpis vo formáte minisign ani signify.",
  prehashed: "Tento podpis bol vytvorený z hašu správy. Podpíšte ju príkazom vyššie (minisign potrebuje -l).",
  mismatch: "Podpis nezodpovedá tomuto kľúču a správe. Skontrolujte, či ste správu vyššie podpísali kľúčom z kroku 1.",
  submit: "Odoslať",
  startOver: "Začať odznova",
  linked: "Kľúč bol prepojený",
  ethereumTitle: "Prepojiť adresu Ethereum",
  ethereumIntro: "Podpíšte správu svojou peňaženkou Ethereum a jej adresa sa zobrazí na vašom profile.",
  ethereumButton: "Prepojiť adresu Ethereum",
  walletNotDetected: "Peňaženka Ethereum sa nenašla",
  ethereumLinked: "Adresa Ethereum bola prepojená",
  renewVerification: "Obnoviť overenie",
  claimCheck: {
    meaning: "Peňaženka vás požiada o podpis tohto vyhlásenia: účet {account} a ethereová adresa {address} patria tej istej osobe. Podpíšte ho, len ak sú obe vaše.",
    openWallet: "Otvoriť peňaženku",
    unreadable: "Server požiadal o podpis vyhlásenia, ktoré táto aplikácia nevie prečítať, preto sa nič nepodpísalo.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
