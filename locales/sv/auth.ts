import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Utforska",
  signIn: "Logga in",
  signUp: "Registrera dig",
  toSignUp: "Inget konto än?",
  toSignIn: "Har du redan ett konto?",
  formTitleSignIn: "Logga in på {instance}",
  formTitleSignUp: "Skapa ett konto på {instance}",
  method: "Inloggningsmetod",
  methodPassword: "Lösenord",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Användarnamn",
  usernameSuffix: "@{domain}",
  username_only_letters: "Endast bokstäver, siffror, bindestreck och understreck är tillåtna.",
  password: "Lösenord",
  inviteCode: "Inbjudningskod",
  inviteCodeHint: "Den här servern tar bara emot nya konton via inbjudan.",
  ethereumHint: "Du kommer att ombes signera ett meddelande med din webbläsarplånbok.",
  ethereumHelpLink: "En Ethereum-plånbok krävs: så fungerar det",
  walletNotFound: "plånboken hittades inte",
  submitting: "Loggar in…",
  signInOnServer: "Du loggar in på serverns egen sida och kommer sedan tillbaka hit inloggad.",
  incorrectPassword: "felaktigt lösenord",
  userNotFound: "användaren hittades inte",
  invalidSignature: "ogiltig signatur",
  invalidInviteCode: "ogiltig inbjudningskod",
  userAlreadyExists: "användaren finns redan",
} satisfies NamespaceTranslation<"auth">;

export default auth;
