import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Paramètres",

  profileSection: "Profil",
  editProfile: "Modifier le profil",
  subscriptionsSection: "Abonnements",
  manageSubscriptions: "Gérer les abonnements",

  appearanceSection: "Apparence",
  theme: {
    label: "Thème",
    system: "Comme l’appareil",
    light: "Clair",
    dark: "Sombre",
  },
  language: "Langue",

  postsSection: "Publications",
  contentWarnings: "Cacher les publications sensibles derrière un avertissement de contenu",
  ctrlEnter: "Envoyer les publications avec Ctrl+Entrée",
  altTextReminder: "Me rappeler de décrire les images avant de publier",
  defaultVisibility: "Visibilité par défaut des publications",
  visibilityPublic: "Public",
  visibilityFollowers: "Followers",
  visibilitySubscribers: "Abonnés",

  authenticationSection: "Authentification",
  authMethods: "Méthodes de connexion de ce compte",
  methodPassword: "Mot de passe",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Changer le mot de passe",
  newPassword: "Nouveau mot de passe",
  confirmPassword: "Répétez le nouveau mot de passe",
  passwordMismatch: "Les mots de passe ne correspondent pas.",
  passwordChanged: "Mot de passe modifié",

  exportSection: "Exportation",
  exportFollows: "Comptes suivis ({count})",
  exportFollowers: "Followers ({count})",
  download: "Télécharger",
  downloadFollows: "Télécharger les comptes suivis en CSV",
  downloadFollowers: "Télécharger les followers en CSV",

  importSection: "Importation",
  importFollowsLink: "Importer des comptes suivis",

  migrateSection: "Migrer le compte",
  manageIdentities: "Gérer les identités",
  moveFollowersLink: "Transférer les followers",

  dangerSection: "Supprimer le compte",
  deleteAccount: "Supprimer le compte",
  deleteAccountConfirm: "Supprimer votre compte ? Votre profil et vos publications seront effacés. Cette action est irréversible.",
  accountDeleted: "Votre compte a été supprimé.",

  experimentsSection: "Expérimentations",
  experimentsSummary: "Fonctionnalités expérimentales : elles peuvent changer ou cesser de fonctionner",
  importFollowersLink: "Importer des followers",
  conversationNewTab: "Ouvrir les conversations dans un nouvel onglet",


  aliases: {
    title: "Identités",
    explanation:
      "Avant de pouvoir transférer vos followers d’un autre compte vers celui-ci, ajoutez cet autre compte ici comme alias. L’autre compte doit lui aussi déclarer celui-ci comme alias.",
    declared: "Alias déclarés",
    verified: "Alias vérifiés",
    verifiedHint: "Ces comptes déclarent eux aussi ce compte comme alias.",
    unknownAccount: "Profil inconnu",
    remove: "Retirer l’alias {name}",
    addTitle: "Ajouter un alias",
    address: "Adresse du fédivers",
    addressPlaceholder: "user@example.social",
    add: "Ajouter",
    suggestions: "Plusieurs profils correspondent. Choisissez-en un :",
    userNotFound: "utilisateur introuvable",
    alreadyAdded: "l’utilisateur est déjà dans la liste",
    added: "Alias ajouté",
    removed: "Alias retiré",
    adding: "Ajout de l’alias…",
    removing: "Retrait de l’alias…",
  },

  move: {
    title: "Transférer les followers",
    explanation:
      "Vos followers suivront désormais le compte cible. Le compte cible doit d’abord déclarer ce compte comme alias.",
    target: "Adresse du compte cible",
    targetPlaceholder: "user@example.social",
    move: "Transférer",
    userNotFound: "utilisateur introuvable",
    moved: "Vos followers sont en cours de transfert vers {address}.",
  },


  imports: {
    followersTitle: "Importer des followers",
    followersIntro:
      "Transférez vers ce compte les followers de l’un de vos alias. Exportez-y les followers au format CSV et collez-les ici.",
    fromActorId: "ID de l’acteur source",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Followers (CSV)",
    followsTitle: "Importer des comptes suivis",
    followsIntro: "Suivez tous les comptes d’une liste CSV, une adresse par ligne. L’opération s’exécute en arrière-plan.",
    followsCsv: "Comptes suivis (CSV)",
    import: "Importer",
    followersImported: "Followers importés",
    followsImported: "Les comptes seront suivis sous peu.",
  },
  shortcuts: {
    enabled: "Raccourcis clavier (appuyez sur ? pour les voir)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
