import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Prozkoumat",
  signIn: "Přihlásit se",
  signUp: "Zaregistrovat se",
  toSignUp: "Ještě nemáte účet?",
  toSignIn: "Už máte účet?",
  formTitleSignIn: "Přihlášení na {instance}",
  formTitleSignUp: "Vytvoření účtu na {instance}",
  method: "Způsob přihlášení",
  methodPassword: "Heslo",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Uživatelské jméno",
  usernameSuffix: "@{domain}",
  username_only_letters: "Povolena jsou pouze písmena, číslice, pomlčky a podtržítka.",
  password: "Heslo",
  inviteCode: "Kód pozvánky",
  inviteCodeHint: "Tento server přijímá nové účty pouze na pozvání.",
  ethereumHint: "Budete vyzváni, abyste peněženkou v prohlížeči podepsali zprávu.",
  ethereumHelpLink: "Je potřeba peněženka Ethereum: jak to funguje",
  walletNotFound: "peněženka nebyla nalezena",
  submitting: "Přihlašování…",
  signInOnServer: "Přihlásíte se na vlastní stránce tohoto serveru a vrátíte se sem přihlášeni.",
  incorrectPassword: "nesprávné heslo",
  userNotFound: "uživatel nebyl nalezen",
  invalidSignature: "neplatný podpis",
  invalidInviteCode: "neplatný kód pozvánky",
  userAlreadyExists: "uživatel již existuje",
} satisfies NamespaceTranslation<"auth">;

export default auth;
