import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Explorer",
  signIn: "Se connecter",
  signUp: "S’inscrire",
  toSignUp: "Pas encore de compte ?",
  toSignIn: "Vous avez déjà un compte ?",
  formTitleSignIn: "Se connecter à {instance}",
  formTitleSignUp: "Créer un compte sur {instance}",
  method: "Méthode de connexion",
  methodPassword: "Mot de passe",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Nom d’utilisateur",
  usernameSuffix: "@{domain}",
  username_only_letters: "Seuls les lettres, les chiffres, les traits d’union et les tirets bas sont autorisés.",
  password: "Mot de passe",
  inviteCode: "Code d’invitation",
  inviteCodeHint: "Ce serveur n’accepte les nouveaux comptes que sur invitation.",
  ethereumHint: "Il vous sera demandé de signer un message avec le portefeuille de votre navigateur.",
  ethereumHelpLink: "Un portefeuille Ethereum est nécessaire : comment ça marche",
  walletNotFound: "portefeuille introuvable",
  submitting: "Connexion…",
  signInOnServer: "Vous vous connectez sur la page de ce serveur, puis revenez ici connecté.",
  incorrectPassword: "mot de passe incorrect",
  userNotFound: "utilisateur introuvable",
  invalidSignature: "signature non valide",
  invalidInviteCode: "code d’invitation non valide",
  userAlreadyExists: "l’utilisateur existe déjà",
} satisfies NamespaceTranslation<"auth">;

export default auth;
