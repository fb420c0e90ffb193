import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Monero-adres",
  moneroAddressHint: "Het hoofdadres van je wallet.",
  moneroMessage: "Te ondertekenen bericht",
  moneroMessageHint: "Onderteken dit bericht met je Monero-wallet en plak de handtekening hieronder.",
  moneroSignature: "Handtekening",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "Op deze server kun je je registreren en inloggen met een Ethereum-wallet in plaats van een wachtwoord. Je walletadres identificeert je account; je bewijst dat het van jou is door een kort bericht te ondertekenen.",
  ethereumHelp2: "Installeer een browserwallet die de standaard provider-interface (EIP-1193) ondersteunt, zoals een wallet-browserextensie. Kom daarna terug en kies Ethereum in het inlogformulier.",
  ethereumHelp3: "Het ondertekenen van het bericht kost niets en verstuurt geen transactie: het laat alleen zien dat je het adres beheert.",
  backToSignIn: "Terug naar inloggen",
  ethereumLinks: {
    learnMore: "Meer weten",
    wallets: "Kies een Ethereum-wallet",
    metamask: "MetaMask, een browserwallet",
    exchanges: "Exchanges die geen identiteitsbewijs vragen",
    privacy: "Privacy Guides: cryptovaluta privé houden",
  },
  ethereumNotOffered: "Deze server biedt geen aanmelding met een Ethereum-wallet: de aanmeldpagina toont de manieren die hij wel biedt.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
