import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Naslov Monero",
  moneroAddressHint: "Primarni naslov vaše denarnice.",
  moneroMessage: "Sporočilo za podpis",
  moneroMessageHint: "To sporočilo podpišite z denarnico Monero, nato podpis prilepite spodaj.",
  moneroSignature: "Podpis",
  ethereumTitle: "Ethereum",
  ethereumHelp1:
    "Na tem strežniku se lahko namesto z geslom registrirate in prijavite z denarnico Ethereum. Naslov denarnice identificira vaš račun; da je vaš, dokažete s podpisom kratkega sporočila.",
  ethereumHelp2:
    "Namestite denarnico za brskalnik, ki podpira standardni vmesnik ponudnika (EIP-1193), na primer kot razširitev brskalnika, nato se vrnite sem in v obrazcu za prijavo izberite Ethereum.",
  ethereumHelp3: "Podpis sporočila ne stane nič in ne pošlje nobene transakcije: le dokaže, da naslov nadzorujete vi.",
  backToSignIn: "Nazaj na prijavo",
  ethereumLinks: {
    learnMore: "Več o tem",
    wallets: "Izberite denarnico Ethereum",
    metamask: "MetaMask, denarnica v brskalniku",
    exchanges: "Menjalnice, ki ne zahtevajo osebnih dokumentov",
    privacy: "Privacy Guides: zasebnost pri kriptovalutah",
  },
  ethereumNotOffered: "Ta strežnik ne omogoča prijave z denarnico Ethereum: stran za prijavo prikazuje načine, ki jih ponuja.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
