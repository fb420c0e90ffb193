import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galerie von {name}",
  galleryBack: "Zurück zum Profil",
  viewPost: "Beitrag anzeigen",
  noMedia: "Keine Medien gefunden",
  openImage: "Bild öffnen: {description}",
  image: "Bild",
  sensitiveContent: "Heikler Inhalt: anzeigen",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
