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
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Le serveur a envoyé une réponse que cette page ne sait pas lire.",
    refreshFailed: "Échec de l’actualisation : {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
