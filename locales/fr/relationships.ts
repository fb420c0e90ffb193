import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Demandes de suivi",
  noFollowRequests: "Aucune demande de suivi.",
  showMoreRequests: "Afficher plus de demandes",
  accept: "Accepter",
  reject: "Refuser",
  acceptLabel: "Accepter la demande de suivi de {name}",
  rejectLabel: "Refuser la demande de suivi de {name}",
  accepted: "Demande de suivi de {name} acceptée.",
  rejected: "Demande de suivi de {name} refusée.",
  mutesTitle: "Utilisateurs masqués",
  noMutes: "Vous n’avez masqué personne.",
  showMoreUsers: "Afficher plus d’utilisateurs",
  directoryTitle: "Annuaire des profils",
  noProfiles: "Aucun profil trouvé.",
  showMoreProfiles: "Afficher plus de profils",
  postCount: "{count} {{|publication|publications|publications|publications|publications}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
