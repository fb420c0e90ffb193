import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Esplora",
  signIn: "Accedi",
  signUp: "Registrati",
  toSignUp: "Non hai ancora un account?",
  toSignIn: "Hai già un account?",
  formTitleSignIn: "Accedi a {instance}",
  formTitleSignUp: "Crea un account su {instance}",
  method: "Metodo di accesso",
  methodPassword: "Password",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Nome utente",
  usernameSuffix: "@{domain}",
  username_only_letters: "Sono ammessi solo lettere, numeri, trattini e trattini bassi.",
  password: "Password",
  inviteCode: "Codice di invito",
  inviteCodeHint: "Questo server accetta nuovi account solo su invito.",
  ethereumHint: "Ti verrà chiesto di firmare un messaggio con il wallet del tuo browser.",
  ethereumHelpLink: "Serve un wallet Ethereum: come funziona",
  walletNotFound: "wallet non trovato",
  submitting: "Accesso in corso…",
  signInOnServer: "Accedi dalla pagina di questo server e poi torni qui già connesso.",
  incorrectPassword: "password errata",
  userNotFound: "utente non trovato",
  invalidSignature: "firma non valida",
  invalidInviteCode: "codice di invito non valido",
  userAlreadyExists: "l’utente esiste già",
} satisfies NamespaceTranslation<"auth">;

export default auth;
