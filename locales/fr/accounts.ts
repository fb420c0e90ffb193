import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Finalisation de la connexion…",
    invalidName: "Ce n’est pas un nom de serveur. Saisissez son nom, par exemple example.social, ou votre identifiant, par exemple @vous@example.social.",
    unknownServer: "Aucun serveur n’a répondu à ce nom. Vérifiez l’orthographe ; si elle est juste, ce client n’est peut-être pas autorisé à s’y connecter.",
    notMastodon: "Ce serveur ne propose pas d’API compatible avec Mastodon : vous ne pouvez donc pas vous y connecter d’ici.",
    registrationRefused: "Le serveur a refusé d’enregistrer cette application : vous ne pouvez donc pas vous y connecter d’ici.",
    denied: "Vous n’avez pas autorisé cette application à utiliser votre compte. Rien n’a été modifié.",
    stateMismatch: "Cette réponse ne correspond à aucune connexion commencée ici (elle est peut-être ancienne ou vient d’une autre page). Veuillez recommencer.",
    codeRefused: "Le serveur n’a pas accepté la connexion. Veuillez réessayer.",
    network: "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
    serverSaid: "Le serveur a répondu : {message}",
    failedTitle: "La connexion n’a pas abouti",
    tryAgain: "Réessayer",
  },
  switchTo: "Passer à {name} ({handle})",
  add: "Ajouter un compte",
  addTitle: "Ajouter un compte",
  addIntro: "Connectez-vous avec un autre compte. Vous restez connecté à ceux que vous avez déjà et pouvez passer de l’un à l’autre depuis le menu des comptes.",
  signOutOf: "Se déconnecter de {handle}",
  switchFailed: "Impossible de passer à {handle} : {message}",
  continueAs: "Continuer en tant que",
  continueAsName: "Continuer en tant que {name} ({handle})",
  switchRefused: "{handle} n’est plus connecté ici : son serveur a refusé la connexion enregistrée, il a donc été retiré de cette liste. Reconnectez-vous pour l’utiliser.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
