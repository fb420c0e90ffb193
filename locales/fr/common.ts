import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Chargement…",
  cancel: "Annuler",
  ok: "OK",
  save: "Enregistrer",
  saving: "Enregistrement…",
  close: "Fermer",
  retry: "Réessayer",
  remove: "Retirer",
  showMore: "Afficher plus",
  confirm: "Confirmer",
  back: "Retour",
  defaultAvatar: "Avatar par défaut",
  avatarOf: "Avatar de {name}",
  language: "Langue",
  themeToLight: "Passer au thème clair",
  themeToDark: "Passer au thème sombre",
  notShown: {
    post: "Cette publication ne peut pas être affichée",
    notification: "Cette notification ne peut pas être affichée",
    account: "Ce profil ne peut pas être affiché",
  },
  live: {
    unreadTitle: "({count}) {title}",
    offline: "Vous êtes hors ligne. Les publications peuvent ne pas être à jour, et les actions échoueront tant que la connexion ne sera pas revenue.",
    offlineCopy: "Copie enregistrée : lecture seule jusqu’au retour de la connexion.",
    newVersion: "Une nouvelle version de Mitra est disponible.",
    reload: "Recharger",
  },
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Le serveur a envoyé une réponse que cette page ne sait pas lire.",
    refreshFailed: "Échec de l’actualisation : {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
