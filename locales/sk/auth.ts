import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Preskúmať",
  signIn: "Prihlásiť sa",
  signUp: "Zaregistrovať sa",
  toSignUp: "Ešte nemáte účet?",
  toSignIn: "Už máte účet?",
  formTitleSignIn: "Prihlásenie na {instance}",
  formTitleSignUp: "Vytvorenie účtu na {instance}",
  method: "Spôsob prihlásenia",
  methodPassword: "Heslo",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Používateľské meno",
  usernameSuffix: "@{domain}",
  username_only_letters: "Povolené sú len písmená, číslice, spojovníky a podčiarkovníky.",
  password: "Heslo",
  moneroAddress: "Adresa Monero",
  moneroAddressHint: "Primárna adresa vašej peňaženky.",
  moneroMessage: "Správa na podpísanie",
  moneroMessageHint: "Podpíšte túto správu svojou peňaženkou Monero a potom podpis vložte nižšie.",
  moneroSignature: "Podpis",
  inviteCode: "Pozývací kód",
  inviteCodeHint: "Tento server prijíma nové účty len na pozvanie.",
  ethereumHint: "Budete vyzvaní, aby ste peňaženkou v prehliadači podpísali správu.",
  ethereumHelpLink: "Vyžaduje sa peňaženka Ethereum: ako to funguje",
  walletNotFound: "peňaženka sa nenašla",
  submitting: "Prihlasuje sa…",
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
} satisfies NamespaceTranslation<"auth">;

export default auth;
