import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Explorează",
  signIn: "Conectare",
  signUp: "Înregistrare",
  toSignUp: "Nu ai încă un cont?",
  toSignIn: "Ai deja un cont?",
  formTitleSignIn: "Conectează-te la {instance}",
  formTitleSignUp: "Creează un cont pe {instance}",
  method: "Metoda de conectare",
  methodPassword: "Parolă",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Nume de utilizator",
  usernameSuffix: "@{domain}",
  username_only_letters: "Sunt permise doar litere, cifre, cratime și caractere de subliniere (_).",
  password: "Parolă",
  moneroAddress: "Adresă Monero",
  moneroAddressHint: "Adresa principală a portofelului tău.",
  moneroMessage: "Mesaj de semnat",
  moneroMessageHint: "Semnează acest mesaj cu portofelul tău Monero, apoi lipește semnătura mai jos.",
  moneroSignature: "Semnătură",
  inviteCode: "Cod de invitație",
  inviteCodeHint: "Acest server acceptă conturi noi doar pe bază de invitație.",
  ethereumHint: "Ți se va cere să semnezi un mesaj cu portofelul din browser.",
  ethereumHelpLink: "Este necesar un portofel Ethereum: cum funcționează",
  walletNotFound: "portofelul nu a fost găsit",
  submitting: "Se conectează…",
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
} satisfies NamespaceTranslation<"auth">;

export default auth;
