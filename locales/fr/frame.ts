import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Navigation principale",
  home: "Accueil",
  notifications: "Notifications",
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
  menu: "Menu",
  tabBar: "Raccourcis",
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
  nav: {
    favourites: "Publications aimées",
    messages: "Messages directs",
    groups: "Groupes",
    adminAccounts: "Comptes locaux",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
