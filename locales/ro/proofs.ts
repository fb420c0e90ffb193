import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Asociază o cheie criptografică",
  intro:
    "Dovedește că deții o cheie ed25519 semnând un mesaj cu ea. Cheia va fi apoi afișată pe profilul tău.",
  step1: "Pasul 1: cheia ta publică",
  tool: "Instrument de semnare",
  createKey: "Creează o cheie și afișează cheia publică:",
  publicKey: "Cheie publică",
  publicKeyHint: "Lipește fișierul cheii publice sau doar al doilea rând din el.",
  invalidKey: "Aceasta nu este o cheie publică ed25519 minisign sau signify.",
  generate: "Generează mesajul",
  didMismatch: "Serverul a răspuns pentru o altă cheie. Nu s-a semnat nimic; încearcă din nou.",
  step2: "Pasul 2: semnează mesajul",
  message: "Mesaj de semnat",
  signCommand: "Semnează-l cu:",
  signature: "Semnătură",
  signatureHint: "Lipește fișierul semnăturii sau doar al doilea rând din el.",
  invalidSignature: "Aceasta nu este o semnătură minisign sau signify.",
  prehashed:
    "Această semnătură a fost făcută pe baza unui hash al mesajului. Semnează cu comanda de mai sus (minisign are nevoie de -l).",
  mismatch:
    "Semnătura nu corespunde acestei chei și acestui mesaj. Verifică dacă ai semnat mesajul de mai sus cu cheia de la pasul 1.",
  submit: "Trimite",
  startOver: "Ia-o de la capăt",
  linked: "Cheia a fost asociată",
  ethereumTitle: "Asociază o adresă Ethereum",
  ethereumIntro: "Semnează un mesaj cu portofelul tău Ethereum pentru a-i afișa adresa pe profilul tău.",
  ethereumButton: "Asociază adresa Ethereum",
  walletNotDetected: "Nu a fost detectat niciun portofel Ethereum",
  ethereumLinked: "Adresa Ethereum a fost asociată",
  renewVerification: "Reînnoiește verificarea",
  claimCheck: {
    meaning: "Portofelul îți va cere să semnezi această declarație: contul {account} și adresa Ethereum {address} aparțin aceleiași persoane. Semnează doar dacă ambele sunt ale tale.",
    openWallet: "Deschide portofelul",
    unreadable: "Serverul a cerut semnarea unei declarații pe care această aplicație nu o poate citi, așa că nu s-a semnat nimic.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
