import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galerie de {name}",
  galleryBack: "Retour au profil",
  viewPost: "Voir la publication",
  noMedia: "Aucun média trouvé",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
