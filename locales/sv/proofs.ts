import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Koppla kryptografisk nyckel",
  intro: "Bevisa att du äger en ed25519-nyckel genom att signera ett meddelande med den. Nyckeln visas sedan på din profil.",
  step1: "Steg 1: din publika nyckel",
  tool: "Signeringsverktyg",
  createKey: "Skapa en nyckel och skriv ut den publika nyckeln:",
  publicKey: "Publik nyckel",
  publicKeyHint: "Klistra in innehållet i filen med den publika nyckeln, eller bara dess andra rad.",
  invalidKey: "Det här är ingen publik ed25519-nyckel från minisign eller signify.",
  generate: "Skapa meddelande",
  didMismatch: "Servern svarade för en annan nyckel. Inget har signerats; försök igen.",
  step2: "Steg 2: signera meddelandet",
  message: "Meddelande att signera",
  signCommand: "Signera det med:",
  signature: "Signatur",
  signatureHint: "Klistra in innehållet i signaturfilen, eller bara dess andra rad.",
  invalidSignature: "Det här är ingen signatur från minisign eller signify.",
  prehashed: "Den här signaturen skapades från en hash av meddelandet. Signera med kommandot ovan (minisign behöver -l).",
  mismatch: "Signaturen stämmer inte med den här nyckeln och det här meddelandet. Kontrollera att du signerade meddelandet ovan med nyckeln från steg 1.",
  submit: "Skicka",
  startOver: "Börja om",
  linked: "Nyckeln har kopplats",
  ethereumTitle: "Koppla Ethereum-adress",
  ethereumIntro: "Signera ett meddelande med din Ethereum-plånbok för att visa dess adress på din profil.",
  ethereumButton: "Koppla Ethereum-adress",
  walletNotDetected: "Ingen Ethereum-plånbok hittades",
  ethereumLinked: "Ethereum-adressen har kopplats",
  renewVerification: "Förnya verifieringen",
  claimCheck: {
    meaning: "Din plånbok ber dig signera det här påståendet: kontot {account} och Ethereum-adressen {address} tillhör samma person. Signera bara om båda är dina.",
    openWallet: "Öppna plånboken",
    unreadable: "Servern bad om en signatur av ett påstående som den här appen inte kan läsa, så ingenting signerades.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
