import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Kryptografischen Schlüssel verknüpfen",
  intro: "Beweise, dass du einen ed25519-Schlüssel besitzt, indem du damit eine Nachricht signierst. Der Schlüssel wird dann in deinem Profil angezeigt.",
  step1: "Schritt 1: dein öffentlicher Schlüssel",
  tool: "Signaturprogramm",
  createKey: "Erstelle einen Schlüssel und gib den öffentlichen Schlüssel aus:",
  publicKey: "Öffentlicher Schlüssel",
  publicKeyHint: "Füge den Inhalt der Schlüsseldatei ein oder nur ihre zweite Zeile.",
  invalidKey: "Das ist kein öffentlicher ed25519-Schlüssel von minisign oder signify.",
  generate: "Nachricht erzeugen",
  didMismatch: "Der Server hat für einen anderen Schlüssel geantwortet. Es wurde nichts signiert; bitte versuche es erneut.",
  step2: "Schritt 2: Nachricht signieren",
  message: "Zu signierende Nachricht",
  signCommand: "Signiere sie mit:",
  signature: "Signatur",
  signatureHint: "Füge den Inhalt der Signaturdatei ein oder nur ihre zweite Zeile.",
  invalidSignature: "Das ist keine Signatur von minisign oder signify.",
  prehashed: "Diese Signatur wurde aus einem Hash der Nachricht erstellt. Signiere mit dem obigen Befehl (minisign braucht -l).",
  mismatch: "Die Signatur passt nicht zu diesem Schlüssel und dieser Nachricht. Prüfe, ob du die obige Nachricht mit dem Schlüssel aus Schritt 1 signiert hast.",
  submit: "Absenden",
  startOver: "Neu beginnen",
  linked: "Schlüssel verknüpft",
  ethereumTitle: "Ethereum-Adresse verknüpfen",
  ethereumIntro: "Signiere eine Nachricht mit deiner Ethereum-Wallet, um ihre Adresse in deinem Profil anzuzeigen.",
  ethereumButton: "Ethereum-Adresse verknüpfen",
  walletNotDetected: "Keine Ethereum-Wallet erkannt",
  ethereumLinked: "Ethereum-Adresse verknüpft",
  renewVerification: "Verifizierung erneuern",
  claimCheck: {
    meaning: "Deine Wallet wird dich bitten, diese Aussage zu signieren: Das Konto {account} und die Ethereum-Adresse {address} gehören derselben Person. Signiere sie nur, wenn beide dir gehören.",
    openWallet: "Wallet öffnen",
    unreadable: "Der Server hat um die Signatur einer Aussage gebeten, die diese App nicht lesen kann. Es wurde nichts signiert.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
