import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galerij van {name}",
  galleryBack: "Terug naar het profiel",
  viewPost: "Bericht bekijken",
  noMedia: "Geen media gevonden",
  openImage: "Afbeelding openen: {description}",
  image: "Afbeelding",
  sensitiveContent: "Gevoelige inhoud: tonen",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
