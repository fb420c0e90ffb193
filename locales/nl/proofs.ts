import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Cryptografische sleutel koppelen",
  intro: "Bewijs dat je een ed25519-sleutel bezit door er een bericht mee te ondertekenen. De sleutel wordt daarna op je profiel getoond.",
  step1: "Stap 1: je publieke sleutel",
  tool: "Ondertekeningsprogramma",
  createKey: "Maak een sleutel aan en toon de publieke sleutel:",
  publicKey: "Publieke sleutel",
  publicKeyHint: "Plak de inhoud van het bestand met de publieke sleutel, of alleen de tweede regel ervan.",
  invalidKey: "Dit is geen ed25519-publieke sleutel van minisign of signify.",
  generate: "Bericht genereren",
  didMismatch: "De server antwoordde voor een andere sleutel. Er is niets ondertekend; probeer het opnieuw.",
  step2: "Stap 2: onderteken het bericht",
  message: "Te ondertekenen bericht",
  signCommand: "Onderteken het met:",
  signature: "Handtekening",
  signatureHint: "Plak de inhoud van het handtekeningbestand, of alleen de tweede regel ervan.",
  invalidSignature: "Dit is geen handtekening van minisign of signify.",
  prehashed: "Deze handtekening is gemaakt van een hash van het bericht. Onderteken met de opdracht hierboven (minisign heeft -l nodig).",
  mismatch: "De handtekening past niet bij deze sleutel en dit bericht. Controleer of je het bericht hierboven hebt ondertekend met de sleutel uit stap 1.",
  submit: "Verzenden",
  startOver: "Opnieuw beginnen",
  linked: "Sleutel gekoppeld",
  ethereumTitle: "Ethereum-adres koppelen",
  ethereumIntro: "Onderteken een bericht met je Ethereum-wallet om het adres ervan op je profiel te tonen.",
  ethereumButton: "Ethereum-adres koppelen",
  walletNotDetected: "Geen Ethereum-wallet gevonden",
  ethereumLinked: "Ethereum-adres gekoppeld",
  renewVerification: "Verificatie vernieuwen",
  claimCheck: {
    meaning: "Je wallet vraagt je deze verklaring te ondertekenen: het account {account} en het Ethereum-adres {address} zijn van dezelfde persoon. Onderteken alleen als ze allebei van jou zijn.",
    openWallet: "Wallet openen",
    unreadable: "De server vroeg een verklaring te ondertekenen die deze app niet kan lezen, dus er is niets ondertekend.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
