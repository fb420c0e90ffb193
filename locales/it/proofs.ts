import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Collega chiave crittografica",
  intro: "Dimostra di possedere una chiave ed25519 firmando un messaggio con essa. La chiave verrà poi mostrata sul tuo profilo.",
  step1: "Passo 1: la tua chiave pubblica",
  tool: "Strumento di firma",
  createKey: "Crea una chiave e mostra la chiave pubblica:",
  publicKey: "Chiave pubblica",
  publicKeyHint: "Incolla il file della chiave pubblica, oppure solo la sua seconda riga.",
  invalidKey: "Questa non è una chiave pubblica ed25519 di minisign o signify.",
  generate: "Genera messaggio",
  didMismatch: "Il server ha risposto per una chiave diversa. Non è stato firmato nulla; riprova.",
  step2: "Passo 2: firma il messaggio",
  message: "Messaggio da firmare",
  signCommand: "Firmalo con:",
  signature: "Firma",
  signatureHint: "Incolla il file della firma, oppure solo la sua seconda riga.",
  invalidSignature: "Questa non è una firma di minisign o signify.",
  prehashed: "Questa firma è stata creata a partire da un hash del messaggio. Firma con il comando qui sopra (minisign richiede -l).",
  mismatch: "La firma non corrisponde a questa chiave e a questo messaggio. Verifica di aver firmato il messaggio qui sopra con la chiave del passo 1.",
  submit: "Invia",
  startOver: "Ricomincia",
  linked: "Chiave collegata",
  ethereumTitle: "Collega indirizzo Ethereum",
  ethereumIntro: "Firma un messaggio con il tuo wallet Ethereum per mostrarne l’indirizzo sul tuo profilo.",
  ethereumButton: "Collega indirizzo Ethereum",
  walletNotDetected: "Nessun wallet Ethereum rilevato",
  ethereumLinked: "Indirizzo Ethereum collegato",
  renewVerification: "Rinnova la verifica",
  claimCheck: {
    meaning: "Il tuo wallet ti chiederà di firmare questa dichiarazione: l’account {account} e l’indirizzo Ethereum {address} appartengono alla stessa persona. Firmala solo se sono entrambi tuoi.",
    openWallet: "Apri il wallet",
    unreadable: "Il server ha chiesto di firmare una dichiarazione che questa app non sa leggere, quindi non è stato firmato nulla.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
