import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Verkennen",
  signIn: "Inloggen",
  signUp: "Registreren",
  toSignUp: "Nog geen account?",
  toSignIn: "Heb je al een account?",
  formTitleSignIn: "Inloggen bij {instance}",
  formTitleSignUp: "Account aanmaken op {instance}",
  method: "Inlogmethode",
  methodPassword: "Wachtwoord",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Gebruikersnaam",
  usernameSuffix: "@{domain}",
  username_only_letters: "Alleen letters, cijfers, koppeltekens en underscores zijn toegestaan.",
  password: "Wachtwoord",
  inviteCode: "Uitnodigingscode",
  inviteCodeHint: "Op deze server kun je alleen met een uitnodiging een account aanmaken.",
  ethereumHint: "Je wordt gevraagd een bericht te ondertekenen met je browserwallet.",
  ethereumHelpLink: "Je hebt een Ethereum-wallet nodig: zo werkt het",
  walletNotFound: "wallet niet gevonden",
  submitting: "Bezig met inloggen…",
  signInOnServer: "Je meldt je aan op de eigen pagina van deze server en komt daarna aangemeld hier terug.",
  incorrectPassword: "onjuist wachtwoord",
  userNotFound: "gebruiker niet gevonden",
  invalidSignature: "ongeldige handtekening",
  invalidInviteCode: "ongeldige uitnodigingscode",
  userAlreadyExists: "gebruiker bestaat al",
} satisfies NamespaceTranslation<"auth">;

export default auth;
