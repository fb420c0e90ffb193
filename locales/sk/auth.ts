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
  inviteCode: "Pozývací kód",
  inviteCodeHint: "Tento server prijíma nové účty len na pozvanie.",
  ethereumHint: "Budete vyzvaní, aby ste peňaženkou v prehliadači podpísali správu.",
  ethereumHelpLink: "Vyžaduje sa peňaženka Ethereum: ako to funguje",
  walletNotFound: "peňaženka sa nenašla",
  submitting: "Prihlasuje sa…",
  signInOnServer: "Prihlásite sa na vlastnej stránke tohto servera a vrátite sa sem prihlásení.",
  incorrectPassword: "nesprávne heslo",
  userNotFound: "používateľ sa nenašiel",
  invalidSignature: "neplatný podpis",
  invalidInviteCode: "neplatný kód pozvánky",
  userAlreadyExists: "používateľ už existuje",
} satisfies NamespaceTranslation<"auth">;

export default auth;
