import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Adresă Monero",
  moneroAddressHint: "Adresa principală a portofelului tău.",
  moneroMessage: "Mesaj de semnat",
  moneroMessageHint: "Semnează acest mesaj cu portofelul tău Monero, apoi lipește semnătura mai jos.",
  moneroSignature: "Semnătură",
  ethereumTitle: "Ethereum",
  ethereumHelp1:
    "Acest server îți permite să te înregistrezi și să te conectezi cu un portofel Ethereum în loc de parolă. Adresa portofelului îți identifică contul; dovedești că îți aparține semnând un mesaj scurt.",
  ethereumHelp2:
    "Instalează un portofel pentru browser care acceptă interfața standard de furnizor (EIP-1193), de exemplu o extensie de portofel, apoi revino aici și alege Ethereum în formularul de conectare.",
  ethereumHelp3:
    "Semnarea mesajului nu costă nimic și nu trimite nicio tranzacție: arată doar că tu controlezi adresa.",
  backToSignIn: "Înapoi la conectare",
  ethereumLinks: {
    learnMore: "Află mai multe",
    wallets: "Alege un portofel Ethereum",
    metamask: "MetaMask, un portofel pentru browser",
    exchanges: "Platforme de schimb care nu cer acte de identitate",
    privacy: "Privacy Guides: confidențialitate cu criptomonede",
  },
  ethereumNotOffered: "Acest server nu oferă autentificarea cu un portofel Ethereum: pagina de autentificare arată modurile pe care le oferă.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
