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
  inviteCode: "Cod de invitație",
  inviteCodeHint: "Acest server acceptă conturi noi doar pe bază de invitație.",
  ethereumHint: "Ți se va cere să semnezi un mesaj cu portofelul din browser.",
  ethereumHelpLink: "Este necesar un portofel Ethereum: cum funcționează",
  walletNotFound: "portofelul nu a fost găsit",
  submitting: "Se conectează…",
  signInOnServer: "Te conectezi pe pagina proprie a acestui server, apoi revii aici conectat.",
  incorrectPassword: "parolă incorectă",
  userNotFound: "utilizatorul nu a fost găsit",
  invalidSignature: "semnătură nevalidă",
  invalidInviteCode: "cod de invitație nevalid",
  userAlreadyExists: "utilizatorul există deja",
} satisfies NamespaceTranslation<"auth">;

export default auth;
