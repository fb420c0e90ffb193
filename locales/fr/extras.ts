import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Demandes d’abonnement envoyées",
  },
  tracking: {
    follow: "Suivre la conversation",
    unfollow: "Ne plus suivre la conversation",
    followed: "Vous serez notifié de chaque réponse dans cette conversation",
    unfollowed: "Vous ne serez plus notifié de chaque réponse dans cette conversation",
    removeFromGroup: "Retirer du groupe",
    confirmRemove: "Retirer cette publication du groupe ?",
    removed: "Publication retirée du groupe",
  },
  sessions: {
    title: "Sessions",
    hint: "Là où vous êtes connecté. Déconnectez toute session que vous ne reconnaissez pas.",
    current: "Cette session",
    started: "Connecté le {date}",
    unknownApp: "Application inconnue",
    end: "Déconnecter",
    confirmEnd: "Déconnecter cette session ?",
    ended: "Session terminée",
  },
  notifications: {
    policyTitle: "Filtres de notifications",
    policyHint: "Définis par le serveur à partir de vos réglages de mentions.",
    forNotFollowing: "Des personnes que vous ne suivez pas",
    forNotFollowers: "Des personnes qui ne vous suivent pas",
    forNewAccounts: "Des comptes créés ces 30 derniers jours",
    forPrivateMentions: "Messages directs",
    accept: "Affichées",
    drop: "Masquées",
  },
  requests: {
    title: "Demandes d’abonnement envoyées",
    none: "Aucune demande d’abonnement en attente",
    cancel: "Annuler la demande",
    cancelLabel: "Annuler la demande d’abonnement à {name}",
    cancelled: "Demande d’abonnement annulée",
    inLists: "Dans vos fils personnalisés : {lists}",
    inNoLists: "Dans aucun de vos fils personnalisés",
    showLists: "Fils personnalisés contenant ce profil",
  },
  identity: {
    title: "Identités liées",
    remove: "Retirer",
    removeLabel: "Retirer {did}",
    confirmRemove: "Retirer l’identité liée {did} ?",
    removed: "Identité retirée",
  },
  admin: {
    lastLogin: "Dernière connexion : {date}",
    neverLoggedIn: "Jamais connecté",
    group: "Groupe",
    title: "Comptes locaux",
  },
  accountLists: {
    inList: "Dans votre fil personnalisé : {title}",
    none: "Dans aucun de vos fils personnalisés",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
