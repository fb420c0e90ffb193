import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
  requestTooLarge: "Le corps de la requête est trop volumineux.",
  unknown: "Une erreur s’est produite. Veuillez réessayer.",
  sessionExpired: "Votre session a expiré. Veuillez vous reconnecter.",
  notAuthenticated: "Vous devez d’abord vous connecter.",
  tooManyRequests: "Trop de requêtes. Patientez un instant, puis réessayez.",
  permission: "Vous n’avez pas l’autorisation de faire cela.",
  loadFailed: "Impossible de charger cette page : {message}",
  appFailed: "L’application n’a pas pu démarrer : {message}",
  servers: {
    profileNotSaved: "Le serveur n’a pas enregistré le profil : le compte qu’il a renvoyé ne montre pas la modification.",
  },
  configNotSaved:
    "Vos paramètres sont enregistrés sur cet appareil et seront enregistrés dans votre compte dès que le serveur répondra. Pas encore enregistrés : {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
