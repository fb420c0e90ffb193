import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Groupes",
  following: "Groupes que vous suivez",
  moderating: "Groupes que vous gérez",
  none: "Aucun groupe pour l’instant",
  create: "Créer un groupe",
  name: "Nom",
  nameHint: "Uniquement des lettres, des chiffres, _ et -. Ce nom devient l’adresse du groupe.",
  description: "Description",
  created: "Groupe créé",
  edit: "Modifier",
  save: "Enregistrer",
  saved: "Groupe enregistré",
  remove: "Supprimer le groupe",
  confirmRemove: "Supprimer le groupe {name} ?",
  removed: "Groupe supprimé",
  members: "Membres",
  admin: "Admin",
  posts: "Publications",
  notFound: "Groupe introuvable",
  follow: "Suivre le groupe",
  unfollow: "Ne plus suivre le groupe",
  cancelRequest: "Annuler la demande d'abonnement",
  followed: "Vous suivez ce groupe",
  requested: "Demande d'abonnement envoyée",
  unfollowed: "Vous ne suivez plus ce groupe",
} satisfies NamespaceTranslation<"groups">;

export default groups;
