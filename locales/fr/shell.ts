import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Aller au contenu",
  mainNav: "Navigation principale",
  home: "Accueil",
  notifications: "Notifications",
  unreadNotifications: "{count} {{|notification non lue|notifications non lues|notifications non lues|notifications non lues|notifications non lues}}",
  local: "Local",
  federated: "Fédéré",
  directory: "Annuaire des profils",
  bookmarks: "Signets",
  explore: "Explorer",
  settings: "Paramètres",
  about: "À propos",
  logout: "Se déconnecter",
  myProfile: "Mon profil",
  searchLabel: "Rechercher",
  searchPlaceholder: "Rechercher : @utilisateur, #tag ou >texte",
  searchHint: "Utilisez @ pour les comptes, # pour les hashtags et > pour le texte des publications.",
  searchSubmit: "Rechercher",
  learnMore: "En savoir plus",
  visitorBanner: "Vous naviguez en tant que visiteur.",
  signIn: "Se connecter",
  menu: "Menu",
  notFound: "Page introuvable",
  newPost: "Nouvelle publication",
  tabBar: "Raccourcis",
  safety: {
    framed: "Pour votre sécurité, Mitra ne fonctionne pas à l’intérieur d’un autre site web.",
    openInOwnTab: "Ouvrir Mitra dans son propre onglet",
  },
  searchBox: {
    hints: "Rechercher",
    people: "Personnes",
    tags: "Hashtags",
    text: "Texte des publications",
    clear: "Effacer la recherche",
  },
  moreNav: {
    mutes: "Utilisateurs masqués",
    followRequests: "Demandes de suivi",
    customFeeds: "Fils personnalisés",
    pendingRequests: "{count} {{|demande de suivi en attente|demandes de suivi en attente|demandes de suivi en attente|demandes de suivi en attente|demandes de suivi en attente}}",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
