import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Propojit kryptografický klíč",
  intro: "Prokažte, že vlastníte klíč ed25519, tím, že jím podepíšete zprávu. Klíč se pak zobrazí na vašem profilu.",
  step1: "Krok 1: váš veřejný klíč",
  tool: "Nástroj pro podepisování",
  createKey: "Vytvořte klíč a vypište veřejný klíč:",
  publicKey: "Veřejný klíč",
  publicKeyHint: "Vložte obsah souboru s veřejným klíčem, nebo jen jeho druhý řádek.",
  invalidKey: "Toto není veřejný klíč ed25519 ve formátu minisign ani signify.",
  generate: "Vygenerovat zprávu",
  didMismatch: "Server odpověděl pro jiný klíč. Nic nebylo podepsáno; zkuste to prosím znovu.",
  step2: "Krok 2: podepište zprávu",
  message: "Zpráva k podepsání",
  signCommand: "Podepište ji příkazem:",
  signature: "Podpis",
  signatureHint: "Vložte obsah souboru s podpisem, nebo jen jeho druhý řádek.",
  invalidSignature: "Toto není podpis ve formátu minisign ani signify.",
  prehashed: "Tento podpis byl vytvořen z hashe zprávy. Podepište ji příkazem výše (minisign potřebuje -l).",
  mismatch: "Podpis neodpovídá tomuto klíči a zprávě. Zkontrolujte, že jste zprávu výše podepsali klíčem z kroku 1.",
  submit: "Odeslat",
  startOver: "Začít znovu",
  linked: "Klíč byl propojen",
  ethereumTitle: "Propojit adresu Ethereum",
  ethereumIntro: "Podepište zprávu svou peněženkou Ethereum a její adresa se zobrazí na vašem profilu.",
  ethereumButton: "Propojit adresu Ethereum",
  walletNotDetected: "Peněženka Ethereum nebyla nalezena",
  ethereumLinked: "Adresa Ethereum byla propojena",
  renewVerification: "Obnovit ověření",
  claimCheck: {
    meaning: "Peněženka vás požádá o podpis tohoto prohlášení: účet {account} a ethereová adresa {address} patří stejné osobě. Podepište jej, jen pokud jsou obě vaše.",
    openWallet: "Otevřít peněženku",
    unreadable: "Server požádal o podpis prohlášení, které tato aplikace neumí přečíst, proto nebylo nic podepsáno.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
