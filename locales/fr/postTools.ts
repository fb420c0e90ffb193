import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Republier avec un commentaire",
  bookmark: "Ajouter aux signets",
  removeBookmark: "Retirer des signets",
  addToFeatured: "Mettre à la une",
  removeFromFeatured: "Retirer de la une",
  editPost: "Modifier la publication",
  deletePost: "Supprimer la publication",
  confirmDelete: "Supprimer cette publication ? Cette action est irréversible.",
  deleted: "Publication supprimée",
  muteAuthor: "Masquer l’auteur",
  unmuteAuthor: "Ne plus masquer l’auteur",
  muted: "{handle} est masqué",
  unmuted: "{handle} n’est plus masqué",
  saveToIpfs: "Enregistrer sur IPFS",
  copyLink: "Copier le lien de la publication",
  linkCopied: "Lien copié",
  copyObjectId: "Copier l’ID de l’objet",
  objectIdCopied: "ID de l’objet copié",
  copyFailed: "Impossible de copier dans le presse-papiers",
  loadReplies: "Charger les réponses",
  reloadHint: "Rechargez la page dans quelques minutes",
  adminDelete: "Supprimer la publication (admin)",
  confirmAdminDelete: "Supprimer cette publication de {handle} ? Cette action est irréversible.",
  adminSection: "Administration",
  closeImage: "Fermer l’image",
  previousImage: "Image précédente",
  nextImage: "Image suivante",
  imageOf: "Image {n} sur {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
