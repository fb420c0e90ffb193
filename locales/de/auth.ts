import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Entdecken",
  signIn: "Anmelden",
  signUp: "Registrieren",
  toSignUp: "Noch kein Konto?",
  toSignIn: "Du hast schon ein Konto?",
  formTitleSignIn: "Bei {instance} anmelden",
  formTitleSignUp: "Konto auf {instance} erstellen",
  method: "Anmeldemethode",
  methodPassword: "Passwort",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Benutzername",
  usernameSuffix: "@{domain}",
  username_only_letters: "Nur Buchstaben, Ziffern, Bindestriche und Unterstriche sind erlaubt.",
  password: "Passwort",
  inviteCode: "Einladungscode",
  inviteCodeHint: "Auf diesem Server kann man sich nur mit Einladung registrieren.",
  ethereumHint: "Du wirst gebeten, eine Nachricht mit deiner Browser-Wallet zu signieren.",
  ethereumHelpLink: "Eine Ethereum-Wallet ist erforderlich: So funktioniert es",
  walletNotFound: "Wallet nicht gefunden",
  submitting: "Anmeldung läuft …",
  signInOnServer: "Sie melden sich auf der eigenen Seite dieses Servers an und kehren angemeldet hierher zurück.",
  incorrectPassword: "falsches Passwort",
  userNotFound: "Benutzer nicht gefunden",
  invalidSignature: "ungültige Signatur",
  invalidInviteCode: "ungültiger Einladungscode",
  userAlreadyExists: "Benutzer existiert bereits",
} satisfies NamespaceTranslation<"auth">;

export default auth;
