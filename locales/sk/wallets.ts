import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Adresa Monero",
  moneroAddressHint: "Primárna adresa vašej peňaženky.",
  moneroMessage: "Správa na podpísanie",
  moneroMessageHint: "Podpíšte túto správu svojou peňaženkou Monero a potom podpis vložte nižšie.",
  moneroSignature: "Podpis",
  ethereumTitle: "Ethereum",
  ethereumHelp1:
    "Na tomto serveri sa môžete namiesto hesla registrovať a prihlasovať peňaženkou Ethereum. Adresa peňaženky identifikuje váš účet; že patrí vám, preukážete podpísaním krátkej správy.",
  ethereumHelp2:
    "Nainštalujte si do prehliadača peňaženku, ktorá podporuje štandardné rozhranie poskytovateľa (EIP-1193), napríklad ako rozšírenie prehliadača. Potom sa sem vráťte a v prihlasovacom formulári zvoľte Ethereum.",
  ethereumHelp3: "Podpísanie správy nič nestojí a neodosiela žiadnu transakciu: len preukazuje, že adresu ovládate.",
  backToSignIn: "Späť na prihlásenie",
  ethereumLinks: {
    learnMore: "Viac informácií",
    wallets: "Vyberte si ethereovú peňaženku",
    metamask: "MetaMask, peňaženka v prehliadači",
    exchanges: "Zmenárne, ktoré nevyžadujú doklady totožnosti",
    privacy: "Privacy Guides: súkromie pri kryptomenách",
  },
  ethereumNotOffered: "Tento server neponúka prihlásenie peňaženkou Ethereum: prihlasovacia stránka ukazuje spôsoby, ktoré ponúka.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
