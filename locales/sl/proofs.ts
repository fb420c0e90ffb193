import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Poveži kriptografski ključ",
  intro: "Dokažite, da ste lastnik ključa ed25519, tako da z njim podpišete sporočilo. Ključ bo nato prikazan na vašem profilu.",
  step1: "1. korak: vaš javni ključ",
  tool: "Orodje za podpisovanje",
  createKey: "Ustvarite ključ in izpišite javni ključ:",
  publicKey: "Javni ključ",
  publicKeyHint: "Prilepite vsebino datoteke z javnim ključem ali samo njeno drugo vrstico.",
  invalidKey: "To ni javni ključ ed25519 v obliki minisign ali signify.",
  generate: "Ustvari sporočilo",
  didMismatch: "Strežnik je odgovoril za drug ključ. Nič ni bilo podpisano; poskusite znova.",
  step2: "2. korak: podpišite sporočilo",
  message: "Sporočilo za podpis",
  signCommand: "Podpišite ga z ukazom:",
  signature: "Podpis",
  signatureHint: "Prilepite vsebino datoteke s podpisom ali samo njeno drugo vrstico.",
  invalidSignature: "To ni podpis v obliki minisign ali signify.",
  prehashed: "Ta podpis je bil ustvarjen iz zgoščene vrednosti sporočila. Podpišite z zgornjim ukazom (minisign potrebuje -l).",
  mismatch: "Podpis se ne ujema s tem ključem in sporočilom. Preverite, ali ste zgornje sporočilo podpisali s ključem iz 1. koraka.",
  submit: "Pošlji",
  startOver: "Začni znova",
  linked: "Ključ povezan",
  ethereumTitle: "Poveži naslov Ethereum",
  ethereumIntro: "Podpišite sporočilo z denarnico Ethereum, da bo njen naslov prikazan na vašem profilu.",
  ethereumButton: "Poveži naslov Ethereum",
  walletNotDetected: "Denarnice Ethereum ni mogoče zaznati",
  ethereumLinked: "Naslov Ethereum povezan",
  renewVerification: "Obnovi preverjanje",
  claimCheck: {
    meaning: "Denarnica vas bo prosila, da podpišete to izjavo: račun {account} in naslov Ethereum {address} pripadata isti osebi. Podpišite jo le, če sta oba vaša.",
    openWallet: "Odpri denarnico",
    unreadable: "Strežnik je zahteval podpis izjave, ki je ta aplikacija ne zna prebrati, zato ni bilo nič podpisano.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
