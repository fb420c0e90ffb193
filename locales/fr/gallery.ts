import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galerie de {name}",
  galleryBack: "Retour au profil",
  viewPost: "Voir la publication",
  noMedia: "Aucun média trouvé",
  openImage: "Ouvrir l’image : {description}",
  image: "Image",
  sensitiveContent: "Contenu sensible : afficher",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
